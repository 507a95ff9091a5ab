// Lead capture's starting data: the embedded company registry. Leads and subscribers start empty.
import companies from './companies.mjs';

export const leadItems = [['companies', companies]];
