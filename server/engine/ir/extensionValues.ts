/**
 * Values of the types extensions bring, checked as Hasura's column parser checks them before PostgreSQL sees them
 * (`Hasura.Backends.Postgres.SQL.Value`, `Hasura.SQL.GeoJSON`): an `ltree` must be a label path, and a `geometry` or
 * `geography` value is GeoJSON (a geometry object with an optional `crs`), which the statement turns into PostGIS's
 * type with `ST_GeomFromGeoJSON` (compile/geoJson.ts). `lquery` and `ltxtquery` are any string: PostgreSQL judges
 * them, as with Hasura.
 */
import { EngineError, pathKey } from '../errors.ts';
import { aesonKind, messages } from './messages.ts';

/** Column types whose values are GeoJSON in requests and responses. */
export const GEO_TYPES: ReadonlySet<string> = new Set(['geometry', 'geography']);

export const isGeoType = (pgType: string): boolean => GEO_TYPES.has(pgType);

const LABEL_PATH = 'Expecting label path: a sequence of zero or more labels separated by dots, for example L1.L2.L3';

/** An `ltree` operand: a string none of whose dot-separated labels is empty (Hasura's `Ltree` parser). */
export function ltreeValue(raw: unknown, path: string): string {
  if (typeof raw !== 'string' || raw.split('.').some((label) => label === '')) {
    throw new EngineError('parse-failed', LABEL_PATH, path);
  }
  return raw;
}

const failed = (message: string, path: string): EngineError => new EngineError('parse-failed', message, path);

const kindMismatch = (what: string, expected: string, raw: unknown, path: string): EngineError =>
  failed(messages.aesonKind(what, expected, aesonKind(raw)), path);

/**
 * A GeoJSON geometry as Hasura's `GeometryWithCRS` parser reads it, with its messages and the path inside the value
 * where it fails. Returns the value unchanged: PostGIS reads the text itself.
 */
export function geoJsonValue(raw: unknown, path: string): unknown {
  geometry(raw, path);
  return raw;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function field(object: Json, key: string, path: string): unknown {
  if (!(key in object)) throw failed(`key "${key}" not found`, path);
  return object[key];
}

function geometry(raw: unknown, path: string): void {
  if (!isObject(raw)) throw kindMismatch('Geometry', 'Object', raw, path);
  const type = field(raw, 'type', path);
  if (typeof type !== 'string') throw kindMismatch('Text', 'String', type, pathKey(path, 'type'));
  const at = pathKey(path, 'coordinates');
  switch (type) {
    case 'Point': position(field(raw, 'coordinates', path), at); break;
    case 'MultiPoint': list(field(raw, 'coordinates', path), at, position); break;
    case 'LineString': lineString(field(raw, 'coordinates', path), at); break;
    case 'MultiLineString': list(field(raw, 'coordinates', path), at, lineString); break;
    case 'Polygon': list(field(raw, 'coordinates', path), at, linearRing); break;
    case 'MultiPolygon': list(field(raw, 'coordinates', path), at, (p, q) => { list(p, q, linearRing); }); break;
    case 'GeometryCollection': list(field(raw, 'geometries', path), pathKey(path, 'geometries'), geometry); break;
    default: throw failed(`unexpected geometry type: ${type}`, path);
  }
  if (raw.crs !== undefined && raw.crs !== null) crs(raw.crs, pathKey(path, 'crs'));
}

function array(raw: unknown, what: string, path: string): unknown[] {
  if (!Array.isArray(raw)) throw kindMismatch(what, 'Array', raw, path);
  return raw;
}

function list(raw: unknown, path: string, item: (value: unknown, path: string) => void): void {
  array(raw, '[]', path).forEach((value, i) => { item(value, pathKey(path, i)); });
}

function numbers(items: unknown[], path: string): void {
  items.forEach((value, i) => {
    if (typeof value !== 'number') throw kindMismatch('Double', 'Number', value, pathKey(path, i));
  });
}

function position(raw: unknown, path: string): number[] {
  const items = array(raw, 'Position', path);
  numbers(items, path);
  if (items.length < 2) throw failed('A Position needs at least 2 elements', path);
  return items as number[];
}

function lineString(raw: unknown, path: string): void {
  const items = array(raw, 'LineString', path);
  items.forEach((value, i) => { position(value, pathKey(path, i)); });
  if (items.length < 2) throw failed('A LineString needs at least 2 Positions', path);
}

function linearRing(raw: unknown, path: string): void {
  const items = array(raw, 'LinearRing', path).map((value, i) => position(value, pathKey(path, i)));
  if (items.length < 4) throw failed('A LinearRing needs at least 4 Positions', path);
  // Hasura compares the positions it keeps (two or three coordinates).
  const first = items[0].slice(0, 3);
  const last = (items.at(-1) ?? []).slice(0, 3);
  if (first.length !== last.length || first.some((c, i) => c !== last[i])) {
    throw failed('the first and last locations have to be equal for a LinearRing', path);
  }
}

/** `{type: "name", properties: {name}}` or `{type: "link", properties: {href, type?}}`. */
function crs(raw: unknown, path: string): void {
  if (!isObject(raw)) throw kindMismatch('CRS', 'Object', raw, path);
  const type = field(raw, 'type', path);
  const properties = field(raw, 'properties', path);
  const propertiesPath = pathKey(path, 'properties');
  if (type !== 'name' && type !== 'link') {
    throw failed(`parsing CRS failed, expected tag field to be one of ["name", "link"] but got ${JSON.stringify(type)}`, pathKey(path, 'type'));
  }
  if (!isObject(properties)) throw kindMismatch(type === 'name' ? 'CRSNameProps' : 'CRSLinkProps', 'Object', properties, propertiesPath);
  const key = type === 'name' ? 'name' : 'href';
  const value = field(properties, key, propertiesPath);
  if (typeof value !== 'string') throw kindMismatch('Text', 'String', value, pathKey(propertiesPath, key));
}
