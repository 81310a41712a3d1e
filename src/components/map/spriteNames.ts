// Apart from the sprite's builder, which needs the whole geometry: the map's drawing in the
// browser names the file and its shapes only.
export const mapSpriteUrl = '/maps/latin-america.svg'
export const neighboursId = 'neighbours'
/** Every outline, neighbours included: the untinted base a map draws in one piece. */
export const landId = 'land'
