// Registration rates (issue 35): the admin form's fields, and a stored set.
import { randomUUID } from "node:crypto";
import { col } from "#server/db/collections.ts";
import type { RegistrationRatesDoc } from "#server/db/documents.ts";
import type { Db } from "#server/db/firestore.ts";
import { recordPublicChange } from "#server/db/public-changes.ts";
import type { RateField } from "#shared/forms/rates.ts";

/** The rates form as the admin fills it: the seed's 2025 figures, effective on `effectiveFrom`. */
export function ratesForm(overrides: Partial<Record<RateField, string>> = {}): Record<string, string> {
  return {
    effectiveFrom: "2030-04-01",
    sourceTitle: "G.O. of the 2030 budget",
    sourceUrl: "https://tnreginet.gov.in/portal/",
    note: "",
    saleStampDuty: "7",
    saleRegistrationFee: "2",
    slab1UpTo: "50,00,000",
    slab1StampDuty: "4",
    slab1RegistrationFee: "2",
    slab2UpTo: "3,00,00,000",
    slab2StampDuty: "5",
    slab2RegistrationFee: "2",
    slab3UpTo: "",
    slab3StampDuty: "7",
    slab3RegistrationFee: "2",
    womenCut: "1",
    womenUpTo: "10,00,000",
    loanRate: "8.5",
    loanShare: "80",
    loanTenure: "20",
    loanSource: "A typical home loan rate of the large banks",
    ...overrides,
  };
}

/** A stored set effective on `effectiveFrom` (written as another instance would: with its public change). */
export async function insertRates(
  db: Db,
  overrides: Partial<RegistrationRatesDoc> & { id?: string } = {},
): Promise<RegistrationRatesDoc & { id: string }> {
  const { id = randomUUID(), ...fields } = overrides;
  const now = new Date();
  const doc: RegistrationRatesDoc = {
    effectiveFrom: "2024-01-01",
    source: { title: "Test rates", url: null },
    note: null,
    sale: { stampDutyBp: 700, registrationFeeBp: 200 },
    apartmentFirstSale: { slabs: [{ upToRupees: null, stampDutyBp: 700, registrationFeeBp: 200 }] },
    womenConcession: null,
    loanDefaults: { rateBp: 850, sharePercent: 80, tenureYears: 20, source: "banks" },
    createdAt: now,
    updatedAt: now,
    updatedBy: "test",
    ...fields,
  };
  const batch = db.batch();
  batch.create(col.registrationRates(db).doc(id), doc);
  recordPublicChange(db, { tx: batch, content: true });
  await batch.commit();
  return { ...doc, id };
}

/** Empties the rates table (with a public change, so cached answers go). */
export async function clearRates(db: Db): Promise<void> {
  const batch = db.batch();
  for (const doc of (await col.registrationRates(db).get()).docs) batch.delete(doc.ref);
  recordPublicChange(db, { tx: batch, content: true });
  await batch.commit();
}
