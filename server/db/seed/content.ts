import type { PropertyName } from "#shared/values.ts";
import type { PlanDoc } from "../documents.ts";

/** The plans, with the names Tamil pages offer: tier names as Tamil sites write them, in Tamil letters. */
export const SEED_PLANS: readonly (Pick<
  PlanDoc,
  "name" | "priceRupees" | "duration" | "timeUnit" | "sortOrder"
> & {
  nameTa: string;
})[] = [
  { name: "Basic", nameTa: "பேசிக்", priceRupees: 199, duration: 1, timeUnit: "month", sortOrder: 1 },
  { name: "Standard", nameTa: "ஸ்டாண்டர்டு", priceRupees: 499, duration: 3, timeUnit: "month", sortOrder: 2 },
  { name: "Premium", nameTa: "பிரீமியம்", priceRupees: 1499, duration: 12, timeUnit: "month", sortOrder: 3 },
];

/**
 * One featured collection per property name; the title is the name so that 'View More' filters by it. Tamil
 * pages show `titleTa` (the property name in messages/GLOSSARY.md) and `descriptionTa`.
 */
export const SEED_COLLECTIONS: readonly {
  title: PropertyName;
  description: string;
  titleTa: string;
  descriptionTa: string;
}[] = [
  {
    title: "House",
    description: "Independent houses with their own plot, from compact 1 BHK homes to roomy family villas.",
    titleTa: "வீடு",
    descriptionTa: "சொந்த மனையுடன் தனி வீடுகள், சிறிய 1 BHK வீடுகள் முதல் விசாலமான குடும்ப வில்லாக்கள் வரை.",
  },
  {
    title: "Land",
    description: "House plots, approved layouts and farm land, priced per cent, per acre or as a whole.",
    titleTa: "நிலம்",
    descriptionTa:
      "வீட்டு மனைகள், அங்கீகாரம் பெற்ற மனைப்பிரிவுகள், விவசாய நிலங்கள்: சென்ட்டுக்கு, ஏக்கருக்கு அல்லது மொத்த விலையில்.",
  },
  {
    title: "Apartment",
    description: "Flats in gated communities and city blocks, many with lift, power backup and parking.",
    titleTa: "அடுக்குமாடி வீடு",
    descriptionTa:
      "கேட்டட் கம்யூனிட்டிகளிலும் நகரக் கட்டடங்களிலும் அடுக்குமாடி வீடுகள்; பலவற்றில் லிஃப்ட், பவர் பேக்கப், வாகன நிறுத்தம் உண்டு.",
  },
  {
    title: "Store",
    description: "Shops and showrooms on busy streets and main roads, for sale, rent or lease.",
    titleTa: "கடை",
    descriptionTa:
      "பரபரப்பான தெருக்களிலும் முக்கியச் சாலைகளிலும் கடைகள், ஷோரூம்கள்: விற்பனைக்கு, வாடகைக்கு அல்லது குத்தகைக்கு.",
  },
  {
    title: "Farm House",
    description: "Farm houses among coconut and mango groves, with wells, borewells and three-phase power.",
    titleTa: "பண்ணை வீடு",
    descriptionTa: "தென்னந்தோப்புகள், மாந்தோப்புகளுக்கு நடுவே பண்ணை வீடுகள்: கிணறு, ஆழ்துளைக் கிணறு, மும்முனை மின்சாரத்துடன்.",
  },
];
