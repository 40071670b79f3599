/**
 * PostGIS in `geometry_comparison_exp` and `geography_comparison_exp` (Hasura's Postgres schema, "Ops for Geometry
 * type" and "Ops for Geography type"), offered when a visible column is of one of those types — so only where the
 * extension is installed. Operands are GeoJSON (ir/extensionValues.ts checks them as Hasura does).
 *
 * The raster operators (`_st_intersects_rast`, `_st_intersects_nband_geom`, `_st_intersects_geom_nband` on
 * `raster` columns) are not offered: they need `postgis_raster`, which no database here has.
 */
import {
  GraphQLBoolean, GraphQLFloat, GraphQLInputObjectType, GraphQLNonNull, type GraphQLInputFieldConfig, type GraphQLInputType,
} from 'graphql';
import type { CatalogColumn } from '../catalog/types.ts';
import type { BuildContext } from './context.ts';

export const geoColumnType = (column: CatalogColumn): 'geometry' | 'geography' | null =>
  column.enumTable === null && (column.pgType === 'geometry' || column.pgType === 'geography') ? column.pgType : null;

/** The extra fields of `geometry_comparison_exp` / `geography_comparison_exp`, with Hasura's descriptions. */
export function postgisOperatorFields(
  ctx: BuildContext, type: 'geometry' | 'geography', castExp: () => GraphQLInputType,
): [string, GraphQLInputFieldConfig][] {
  const scalar = ctx.scalar(type);
  const cast: [string, GraphQLInputFieldConfig] = ['_cast', { type: castExp() }];
  if (type === 'geography') {
    return [
      cast,
      ['_st_d_within', { type: dWithinGeography(ctx), description: 'is the column within a given distance from the given geography value' }],
      ['_st_intersects', { type: scalar, description: 'does the column spatially intersect the given geography value' }],
    ];
  }
  return [
    cast,
    ['_st_3d_d_within', { type: dWithinGeometry(ctx), description: 'is the column within a given 3D distance from the given geometry value' }],
    ['_st_3d_intersects', { type: scalar, description: 'does the column spatially intersect the given geometry value in 3D' }],
    ['_st_contains', { type: scalar, description: 'does the column contain the given geometry value' }],
    ['_st_crosses', { type: scalar, description: 'does the column cross the given geometry value' }],
    ['_st_d_within', { type: dWithinGeometry(ctx), description: 'is the column within a given distance from the given geometry value' }],
    ['_st_equals', { type: scalar, description: 'is the column equal to given geometry value (directionality is ignored)' }],
    ['_st_intersects', { type: scalar, description: 'does the column spatially intersect the given geometry value' }],
    ['_st_overlaps', { type: scalar, description: "does the column 'spatially overlap' (intersect but not completely contain) the given geometry value" }],
    ['_st_touches', { type: scalar, description: 'does the column have atleast one point in common with the given geometry value' }],
    ['_st_within', { type: scalar, description: 'is the column contained in the given geometry value' }],
  ];
}

/** `geometry_cast_exp { geography }` / `geography_cast_exp { geometry }`: the other type's comparison expression. */
export function geoCastExp(ctx: BuildContext, type: 'geometry' | 'geography', comparison: (target: 'geometry' | 'geography') => GraphQLInputType): GraphQLInputObjectType {
  const name = `${type}_cast_exp`;
  const target = type === 'geometry' ? 'geography' : 'geometry';
  return ctx.type(name, () => new GraphQLInputObjectType({ name, fields: () => ({ [target]: { type: comparison(target) } }) }));
}

function dWithinGeometry(ctx: BuildContext): GraphQLInputObjectType {
  return ctx.type('st_d_within_input', () => new GraphQLInputObjectType({
    name: 'st_d_within_input',
    fields: () => ({
      distance: { type: new GraphQLNonNull(GraphQLFloat) },
      from: { type: new GraphQLNonNull(ctx.scalar('geometry')) },
    }),
  }));
}

function dWithinGeography(ctx: BuildContext): GraphQLInputObjectType {
  return ctx.type('st_d_within_geography_input', () => new GraphQLInputObjectType({
    name: 'st_d_within_geography_input',
    fields: () => ({
      distance: { type: new GraphQLNonNull(GraphQLFloat) },
      from: { type: new GraphQLNonNull(ctx.scalar('geography')) },
      use_spheroid: { type: GraphQLBoolean, defaultValue: true },
    }),
  }));
}
