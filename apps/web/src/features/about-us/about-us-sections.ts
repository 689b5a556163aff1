import { ABOUT_US_SECTIONS, type AboutUsSection } from '../../shared/config/paths';

/**
 * The slide index of a company-page address: no section means the first one; an unknown section is -1.
 */
export function sectionIndex(slug: string | undefined): number {
  if (slug === undefined) return 0;
  return ABOUT_US_SECTIONS.findIndex((section) => section.slug === slug);
}

/** The section a next arrow leads to: the following one, and from the last back to the first. */
export function nextSection(index: number): (typeof ABOUT_US_SECTIONS)[number] {
  return ABOUT_US_SECTIONS[(index + 1) % ABOUT_US_SECTIONS.length]!;
}

export function sectionAt(index: number): AboutUsSection {
  return ABOUT_US_SECTIONS[index]!.slug;
}
