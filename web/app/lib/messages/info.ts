// Messages of the info screens: About, Contact, Refund, Privacy Policy, Terms and Conditions. The long legal
// prose lives in the route modules themselves (routes/info/*.tsx).
export const info = {
  "about.title": "About Nilam",
  "about.metaTitle": "About us · Nilam",
  "about.metaDescription":
    "Nilam is an online marketplace for buying and selling land in Tamil Nadu: buying and selling, land portfolio optimization and structured disposition.",
  "about.lead":
    "Nilam (நிலம், “land”) is an online marketplace for buying and selling land. Owners and brokers list plots, farm land, houses, apartments and stores across all 38 districts of Tamil Nadu; buyers, tenants and lessees find them, and deal with the owner directly.",
  "about.servicesTitle": "Our services",
  "about.buying": "Buying & Selling",
  "about.buyingText":
    "List your land in minutes, or find the plot you are looking for with filters by district, type, size and budget. Every listing is checked before it goes live.",
  "about.portfolio": "Land Portfolio Optimization",
  "about.portfolioText":
    "For families and firms that hold several parcels: we help you see what each one is worth today, which to keep, develop, lease out or sell, and in what order.",
  "about.disposition": "Structured Disposition",
  "about.dispositionText":
    "Selling a large holding or an estate? We plan the sale in stages: clear titles, sensible lots and the right buyers, so you get a fair price without a fire sale.",
  "about.howTitle": "How Nilam works",
  "about.howList1":
    "Owners and brokers post a property with photos; our team approves it before it is public.",
  "about.howList2": "Anyone can browse, search and shortlist properties, free of charge.",
  "about.howList3":
    "Members on a paid plan see the owner's name, phone number and address, and call them directly.",
  "about.contactCta": "Questions? Contact us",
  "contact.title": "Contact Us",
  "contact.metaTitle": "Contact us · Nilam",
  "contact.metaDescription":
    "Write to Nilam, call our Tiruppur office or send us a message: questions about listings, plans and payments.",
  "contact.lead":
    "Questions about a listing, your plan or a payment? Send us a message and we will reply by e-mail or phone.",
  "contact.detailsTitle": "Reach us",
  "contact.email": "E-mail",
  "contact.phone": "Phone",
  "contact.office": "Office",
  "contact.hours": "Hours",
  "contact.mapTitle": "Find us",
  "contact.mapAlt": "Map of the Nilam office on Kumaran Road, Tiruppur",
  "contact.openMap": "Open in Maps",
  "contact.showMap": "Show map",
  "contact.mapNote": "The map comes from OpenStreetMap.",
  "contact.mapFrameTitle": "Map of the Nilam office on OpenStreetMap",
  "contact.formTitle": "Send us a message",
  "contact.name": "Name",
  "contact.surname": "Surname",
  "contact.phoneField": "Phone",
  "contact.emailField": "Email",
  "contact.message": "Message",
  "contact.honeypot": "Leave this field empty",
  "contact.submit": "Submit",
  "contact.sending": "Sending...",
  "contact.success": "Form submitted successfully!",
  "contact.successNote": "Thank you. We usually reply within one working day.",
  "contact.failed": "Your message could not be sent. Please try again.",
  "refund.title": "Refund Policy",
  "refund.metaTitle": "Refund policy · Nilam",
  "refund.metaDescription":
    "Nilam membership fees are non-refundable, non-transferable and cannot be cancelled, except where the law requires a refund.",
  "privacy.title": "Privacy Policy",
  "privacy.metaTitle": "Privacy policy · Nilam",
  "privacy.metaDescription":
    "What personal data Nilam collects, why, how long we keep it, and your rights under India's Digital Personal Data Protection Act, 2023.",
  "terms.title": "Terms and Conditions",
  "terms.metaTitle": "Terms and conditions · Nilam",
  "terms.metaDescription":
    "The terms for using Nilam: listings and their approval, accuracy, prohibited content, membership plans, liability and governing law.",
  "info.effective": "Effective date: {date}",
  "info.updated": "Last updated: {date}",
} as const;
