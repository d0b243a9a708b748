/** A policy page as data: the component lays it out, the text stays reviewable on its own. */
export interface PolicySection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface PolicyDocumentData {
  title: string;
  /** Shown under the title, e.g. '시행일 2025년 1월 1일'. */
  effectiveDate: string;
  intro: string;
  sections: PolicySection[];
}
