// What people type for each district and property: the Tamil names (shared/districts.ts, value-labels.ts), the
// short spoken names (கோவை, நெல்லை, kovai, nellai), the old English ones (Madras, Tanjore, Tuticorin) and the
// spellings in common use (Tirunelveli beside Thirunelveli). Every entry is lower-case, one word, and names one
// district only. Puducherry ("pondy") is a Union Territory of its own, not a district of Tamil Nadu: no entry.
import { DISTRICT_TA, type TamilNaduDistrict } from "#shared/districts.ts";
import { LISTING_TYPE_TA, PROPERTY_NAME_TA, PROPERTY_TYPE_TA } from "#shared/value-labels.ts";
import type { ListingType, PropertyName, PropertyType } from "#shared/values.ts";

/** Other names of each district beyond its English words and its Tamil name. */
export const DISTRICT_ALIASES: Readonly<Record<TamilNaduDistrict, readonly string[]>> = {
  Ariyalur: [],
  Chengalpattu: ["chengalpet", "chingleput", "செங்கை"],
  Chennai: ["madras", "மெட்ராஸ்", "மதராஸ்"],
  Coimbatore: ["kovai", "covai", "koyamputhur", "cbe", "கோவை", "கோயமுத்தூர்"],
  Cuddalore: ["kadalur"],
  Dharmapuri: ["dharumapuri", "தர்மபுரி"],
  Dindigul: ["dindugal", "dindukkal"],
  Erode: [],
  Kallakurichi: ["kallakuruchi"],
  Kancheepuram: ["kanchipuram", "kanchi", "conjeevaram", "காஞ்சி"],
  Karur: [],
  Krishnagiri: [],
  Madurai: ["madura"],
  Mayiladuthurai: ["mayavaram", "mayuram", "மாயவரம்"],
  Nagapattinam: ["nagai", "negapatam", "நாகை"],
  "Nagercoil (Kanniyakumari)": ["kanyakumari", "kumari", "comorin", "குமரி", "கன்யாகுமரி", "நாகர்கோவில்"],
  Namakkal: [],
  Perambalur: [],
  Pudukottai: ["pudukkottai", "புதுகை"],
  Ramanathapuram: ["ramnad", "ராமநாதபுரம்", "முகவை"],
  Ranipet: ["ranipettai", "ராணிப்பேட்டை"],
  Salem: [],
  Sivagangai: ["sivaganga"],
  Tenkasi: [],
  Thanjavur: ["tanjore", "thanjai", "தஞ்சை"],
  Theni: [],
  Thiruvallur: ["tiruvallur"],
  Thiruvarur: ["tiruvarur", "thiruvaroor"],
  Thoothukudi: ["tuty", "tuticorin", "thoothukkudi", "தூத்துக்குடி"],
  "Trichirappalli (Trichy)": [
    "tiruchirappalli",
    "tiruchirapalli",
    "trichirapalli",
    "tiruchi",
    "tiruchy",
    "trichinopoly",
    "திருச்சி",
  ],
  Thirunelveli: ["tirunelveli", "nellai", "tinnevelly", "நெல்லை"],
  Tirupathur: ["tirupattur", "thirupathur", "thiruppathur"],
  Tiruppur: ["tirupur", "thiruppur"],
  Tiruvannamalai: ["thiruvannamalai"],
  "The Nilgiris": ["nilgiri", "ooty", "udhagamandalam", "udhagai", "ootacamund", "ஊட்டி", "உதகை", "உதகமண்டலம்"],
  Vellore: [],
  Viluppuram: ["villupuram", "vizhuppuram"],
  Virudhunagar: ["virudunagar"],
};

/** Property names as people call them, in English, in Tamil (GLOSSARY.md) and in Tamil typed in Latin letters. */
export const PROPERTY_NAME_TERMS: Readonly<Record<PropertyName, readonly string[]>> = {
  // "வீடு" is any home: an apartment's Tamil name is அடுக்குமாடி வீடு, a farm house's பண்ணை வீடு.
  House: ["house", "houses", "home", "villa", "independent", "veedu", "வீடு", "வீடுகள்"],
  Land: ["land", "lands", "plot", "plots", "site", "nilam", "manai", "நிலம்", "நிலங்கள்", "மனை", "மனைகள்"],
  Apartment: ["apartment", "apartments", "flat", "flats", "அடுக்குமாடி", "அபார்ட்மெண்ட்", "வீடு", "veedu"],
  Store: ["store", "stores", "shop", "shops", "showroom", "kadai", "கடை", "கடைகள்", "ஷோரூம்"],
  // "farm house" is two words: "house" names both houses and farm houses.
  "Farm House": ["farm", "farmhouse", "house", "பண்ணை", "பண்ணைவீடு", "வீடு", "veedu"],
};

export const LISTING_TYPE_TERMS: Readonly<Record<ListingType, readonly string[]>> = {
  sell: ["sell", "sale", "buy", "selling", "விற்பனைக்கு", "வாங்க", "விற்க"],
  rent: ["rent", "rental", "renting", "வாடகைக்கு"],
  lease: ["lease", "leasing", "குத்தகைக்கு"],
};

export const PROPERTY_TYPE_TERMS: Readonly<Record<PropertyType, readonly string[]>> = {
  Commercial: ["commercial", "வணிக"],
  Residential: ["residential"],
  Agricultural: ["agricultural", "விவசாய"],
  Industrial: ["industrial"],
};

/**
 * Every term of a value: its own words, then the words of its Tamil name (அடுக்குமாடி வீடு is two), then the
 * aliases. Unique, in order.
 */
function termsOf(words: readonly string[], tamil: string, aliases: readonly string[]): string[] {
  return [...new Set([...words, ...tamil.split(" "), ...aliases])];
}

export function districtTerms(district: TamilNaduDistrict, englishWords: readonly string[]): string[] {
  return termsOf(englishWords, DISTRICT_TA[district], DISTRICT_ALIASES[district]);
}

export function propertyNameTerms(name: PropertyName): string[] {
  return termsOf(PROPERTY_NAME_TERMS[name], PROPERTY_NAME_TA[name], []);
}

export function listingTypeTerms(type: ListingType): string[] {
  return termsOf(LISTING_TYPE_TERMS[type], LISTING_TYPE_TA[type], []);
}

export function propertyTypeTerms(type: PropertyType): string[] {
  return termsOf(PROPERTY_TYPE_TERMS[type], PROPERTY_TYPE_TA[type], []);
}
