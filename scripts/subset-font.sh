#!/usr/bin/env bash
# Writes src/fonts/inter-latin-wght-400-700.woff2: Inter's Latin file from @fontsource-variable/inter
# with its weight axis cut to the 400–700 the site uses and only the kerning and tabular-figure
# features kept (the ones its styles ask for). Every character of the Latin file stays.
# Half the bytes of the original, which every page preloads. Needs Debian's
# python3-fonttools and python3-brotli (PYTHON names another Python that has them); run it again
# after upgrading the package.
set -euo pipefail
cd "$(dirname "$0")/.."
source=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
target=src/fonts/inter-latin-wght-400-700.woff2
python=${PYTHON:-/usr/bin/python3}
# Stamped with a fixed date, so the same package gives the same bytes.
export SOURCE_DATE_EPOCH=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$python" -m fontTools.subset "$source" --unicodes='*' --layout-features='kern,tnum' \
  --output-file="$work/features.ttf"
"$python" -m fontTools.varLib.instancer "$work/features.ttf" wght=400:700 -q -o "$work/weights.ttf"
"$python" -m fontTools.subset "$work/weights.ttf" --unicodes='*' --layout-features='*' \
  --flavor=woff2 --output-file="$target"
cp node_modules/@fontsource-variable/inter/LICENSE src/fonts/LICENSE
echo "$target: $(wc -c <"$target") bytes (from $(wc -c <"$source"))"
