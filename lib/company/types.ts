/** One company in the company field's suggestion list (spec: company, inn, address; shown with name and fullName). */
export type CompanySuggestion = {
  company: string;
  inn: string;
  address: string;
  fullName: string;
  /** The provider's whole description, sent with the lead as da_data. */
  data: Record<string, unknown>;
};

export interface CompanyProvider {
  readonly name: string;
  suggest(query: string, count: number): Promise<CompanySuggestion[]>;
}
