import { ALL_REGIONS_ID } from '@console/contract';

/** The part of a country the picker needs. */
export interface PickableCountry {
  id: number;
  country_region: number;
  group: number;
}

/** SPEC §2: language-group ticks (English, Spanish, Portuguese) only when region 4 is chosen. */
export const GROUP_TICK_REGION = 4;

export function showsGroupTicks(region: number | undefined): boolean {
  return region === GROUP_TICK_REGION;
}

/** SPEC §3: region -1 or 98 (or none) means all countries. */
export function countriesOfRegion<C extends PickableCountry>(list: readonly C[], region: number | undefined): C[] {
  if (region === undefined || region === -1 || region === ALL_REGIONS_ID) return [...list];
  return list.filter((country) => country.country_region === region);
}

export function selectAll(options: readonly PickableCountry[]): number[] {
  return options.map((country) => country.id);
}

/** Inverts the selection within the options shown; picks outside them stay as they were. */
export function invertSelection(options: readonly PickableCountry[], selected: readonly number[]): number[] {
  const shown = new Set(options.map((country) => country.id));
  const chosen = new Set(selected);
  const outside = selected.filter((id) => !shown.has(id));
  return [...outside, ...options.filter((country) => !chosen.has(country.id)).map((country) => country.id)];
}

export type TickState = 'none' | 'some' | 'all';

export function groupState(options: readonly PickableCountry[], selected: readonly number[], group: number): TickState {
  const members = options.filter((country) => country.group === group);
  if (members.length === 0) return 'none';
  const chosen = new Set(selected);
  const count = members.filter((country) => chosen.has(country.id)).length;
  if (count === 0) return 'none';
  return count === members.length ? 'all' : 'some';
}

/** Ticking a group adds all its countries; unticking removes them, leaving other picks alone. */
export function toggleGroup(
  options: readonly PickableCountry[],
  selected: readonly number[],
  group: number,
  on: boolean,
): number[] {
  const members = options.filter((country) => country.group === group).map((country) => country.id);
  if (on) return [...new Set([...selected, ...members])];
  const drop = new Set(members);
  return selected.filter((id) => !drop.has(id));
}

export function allState(options: readonly PickableCountry[], selected: readonly number[]): TickState {
  if (options.length === 0) return 'none';
  const chosen = new Set(selected);
  const count = options.filter((country) => chosen.has(country.id)).length;
  if (count === 0) return 'none';
  return count === options.length ? 'all' : 'some';
}
