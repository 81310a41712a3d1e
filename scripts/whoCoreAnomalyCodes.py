"""Writes src/lib/surveillance/exchange/fhir/whoCoreAnomalyCodes.ts from the WHO DAK BDS data
dictionary (sheet BDS-Common as CSV). Usage: python3 scripts/whoCoreAnomalyCodes.py
../shared/reference/who-dak-bds/BDS-Common.csv > src/lib/surveillance/exchange/fhir/whoCoreAnomalyCodes.ts
(the header comment of that file is written by hand around the two tables this prints)."""
import csv, os, re, sys

rows = list(csv.reader(open(sys.argv[1], encoding="utf-8")))
icd11, snomed = {}, {}
for row in rows[1:]:
    icd10 = row[22].strip().replace(" ", "")
    if not re.match(r"^Q\d", icd10):
        continue
    c11, sn = row[17].strip(), row[44].strip()
    if c11 and not c11.startswith("Not"):
        icd11.setdefault(c11, set()).add(icd10)
    if sn and not sn.startswith("Not"):
        snomed.setdefault(sn, set()).add(icd10)


def one(codes):
    codes = sorted(codes)
    if len(codes) == 1:
        return codes[0]
    prefix = os.path.commonprefix(codes).rstrip(".")
    return prefix if len(prefix) >= 3 else None


for name, table in (("icd11ToIcd10", icd11), ("snomedToIcd10", snomed)):
    print(f"export const {name}: Readonly<Record<string, string>> = {{")
    for key in sorted(table):
        if one(table[key]):
            print(f"  '{key}': '{one(table[key])}',")
    print("}\n")
