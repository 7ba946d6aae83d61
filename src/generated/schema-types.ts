/* Generated from schema/ by `npm run generate`. Do not edit: change the schemas and run it again. */

/**
 * Where a link goes: a page of this site ("/about", "/services/cloud", optionally with "#section"), a section of the same page ("#features"), or an outside address ("https://…", "mailto:…", "tel:…"). Links to pages of this site are checked at build time.
 */

export type Link = string;
/**
 * Where a link goes: a page of this site ("/about", "/services/cloud", optionally with "#section"), a section of the same page ("#features"), or an outside address ("https://…", "mailto:…", "tel:…"). Links to pages of this site are checked at build time.
 */

export type Link1 = string;

/**
 * The site's settings: company identity, navigation, footer, labels and theme. Written once here and used by every page.
 */

export interface SiteConfig {
  /**
   * The site's public address, used for canonical links and the sitemap.
   */
  url: string;
  /**
   * The language of the content, as a language tag.
   */
  language: string;
  /**
   * Who the site is for. Shown in the header, footer, contact blocks and messages.
   */
  company: {
    /**
     * The company's name; also shown when the logo image cannot load.
     */
    name: string;
    logo: Image;
    logoOnDark?: Image1;
    /**
     * The phone number as shown; links dial it with spaces removed.
     */
    phone: string;
    /**
     * The enquiries e-mail address.
     */
    email: string;
    /**
     * The office address.
     */
    address: string;
    /**
     * The office city, as shown in short.
     */
    city: string;
    /**
     * Office hours, one line per group of days.
     *
     * @minItems 1
     */
    hours: {
      /**
       * Which days.
       */
      days: string;
      /**
       * The hours, or Closed.
       */
      time: string;
    }[];
  };
  /**
   * The header: its links, the services mega menu and the Contact Us button.
   */
  navigation: {
    /**
     * The header links, left to right. The one with menu: services opens the services mega menu.
     *
     * @minItems 1
     */
    links: {
      /**
       * The link's words.
       */
      label: string;
      href: Link;
      /**
       * Opens the services mega menu instead of navigating directly.
       */
      menu?: "services";
      /**
       * When the link shows as current: exact (same address), prefix (the address starts with it) or contains (the address contains it anywhere).
       */
      match?: "exact" | "prefix" | "contains";
    }[];
    cta: NavLink;
    /**
     * The services mega menu: groups of service pages. Tab bars on service pages use these groups too.
     */
    servicesMenu: {
      overview: NavLink1;
      /**
       * How many items of each group the desktop menu shows.
       */
      itemsPerGroup?: number;
      /**
       * How many items of each group the mobile panel shows.
       */
      itemsPerGroupMobile?: number;
      /**
       * The groups, in order.
       *
       * @minItems 1
       */
      groups: {
        /**
         * A name for the group, used by tab-bar blocks.
         */
        id: string;
        /**
         * The group's heading.
         */
        title: string;
        href: Link1;
        /**
         * The label of the overview tab in the group's tab bar.
         */
        overviewLabel?: string;
        /**
         * The group's pages.
         */
        items?: NavLink2[];
      }[];
    };
  };
  /**
   * The footer at the bottom of every page.
   */
  footer: {
    /**
     * A sentence under the footer logo.
     */
    tagline: string;
    /**
     * Columns of links.
     */
    columns: {
      /**
       * The column heading.
       */
      title: string;
      /**
       * The column's links.
       */
      links: NavLink2[];
    }[];
    /**
     * The heading over the contact details.
     */
    contactTitle?: string;
    /**
     * The copyright line; {year} becomes the current year and {company} the company name.
     */
    copyright: string;
  };
  /**
   * Words the site's controls use, for visitors and screen readers.
   */
  labels: {
    /**
     * The skip link shown to keyboard users.
     */
    skipToContent: string;
    /**
     * The name of the header navigation for screen readers.
     */
    mainNavigation: string;
    /**
     * The mobile menu button's name.
     */
    openMenu: string;
    /**
     * The mobile panel's close button name.
     */
    closeMenu: string;
    /**
     * The mobile panel's heading.
     */
    menuTitle: string;
    /**
     * The name of the logo link to the home page.
     */
    home: string;
    /**
     * Shown in place of a section that failed to display.
     */
    blockFailed: string;
    /**
     * The name of the footer links for screen readers.
     */
    footerNavigation: string;
    /**
     * Label for the phone number.
     */
    phone: string;
    /**
     * Label for the e-mail address.
     */
    email: string;
    /**
     * Label for the address.
     */
    address: string;
    /**
     * The name of a tab bar for screen readers, {group} is the group title.
     */
    tabBar: string;
  };
  shareImage?: Image2;
  /**
   * Colours and type. Change these to rebrand the site without code.
   */
  theme: {
    /**
     * Colours as CSS values (#rrggbb).
     */
    colors: {
      /**
       * Dark section background.
       */
      navy: string;
      /**
       * Darkest background (footer, scrolled header).
       */
      navyDeep: string;
      /**
       * Body text on light backgrounds.
       */
      ink: string;
      /**
       * Secondary text on light backgrounds.
       */
      muted: string;
      /**
       * Light section background.
       */
      surface: string;
      /**
       * Soft grey section background.
       */
      surfaceMuted: string;
      /**
       * Card borders and rules.
       */
      border: string;
      /**
       * The accent for highlights on dark backgrounds.
       */
      accent: string;
      /**
       * The accent for buttons and links on light backgrounds.
       */
      accentStrong: string;
      /**
       * Text on accent buttons.
       */
      accentContrast: string;
      /**
       * Text on dark backgrounds.
       */
      onDark: string;
      /**
       * Secondary text on dark backgrounds.
       */
      onDarkMuted: string;
    };
    /**
     * Font stacks as CSS font-family values.
     */
    fonts: {
      /**
       * Body text font.
       */
      body: string;
      /**
       * Heading font.
       */
      heading: string;
    };
    /**
     * Corner rounding of cards and buttons.
     */
    radius: string;
  };
}
/**
 * The logo (shown 220 px wide in the header, 240 px in the footer).
 */

export interface Image {
  /**
   * The image file, as "/assets/images/name.svg" (a file in site/assets/images) or a full https:// address. Files of this site are checked at build time.
   */
  src: string;
  /**
   * What the image shows, for people who cannot see it. Write "" only for a purely decorative image, and then also set decorative: true.
   */
  alt: string;
  /**
   * true when the image is decoration only and a screen reader should skip it (alt must then be "").
   */
  decorative?: boolean;
}
/**
 * The logo for dark backgrounds (header and footer). Defaults to logo.
 */

export interface Image1 {
  /**
   * The image file, as "/assets/images/name.svg" (a file in site/assets/images) or a full https:// address. Files of this site are checked at build time.
   */
  src: string;
  /**
   * What the image shows, for people who cannot see it. Write "" only for a purely decorative image, and then also set decorative: true.
   */
  alt: string;
  /**
   * true when the image is decoration only and a screen reader should skip it (alt must then be "").
   */
  decorative?: boolean;
}
/**
 * The highlighted button at the end of the header.
 */

export interface NavLink {
  /**
   * The link's words.
   */
  label: string;
  href: Link;
}
/**
 * The link to all services at the foot of the menu.
 */

export interface NavLink1 {
  /**
   * The link's words.
   */
  label: string;
  href: Link;
}
/**
 * A link in the navigation.
 */

export interface NavLink2 {
  /**
   * The link's words.
   */
  label: string;
  href: Link;
}
/**
 * The picture shown when a page without its own is shared.
 */

export interface Image2 {
  /**
   * The image file, as "/assets/images/name.svg" (a file in site/assets/images) or a full https:// address. Files of this site are checked at build time.
   */
  src: string;
  /**
   * What the image shows, for people who cannot see it. Write "" only for a purely decorative image, and then also set decorative: true.
   */
  alt: string;
  /**
   * true when the image is decoration only and a screen reader should skip it (alt must then be "").
   */
  decorative?: boolean;
}

/**
 * An optional name for this section, so links can jump to it with "#name". Lowercase letters, digits and dashes.
 */

export type Anchor = string;
/**
 * The section's background: light (white), muted (soft grey) or dark (deep navy with light text).
 */

export type Tone = "light" | "muted" | "dark";
/**
 * Optional page the point links to.
 */

export interface ChecklistIntroBlock {
  /**
   * Block type: checklist-intro.
   */
  type: "checklist-intro";
  id?: Anchor;
  tone?: Tone;
  /**
   * A short label above the heading.
   */
  eyebrow?: string;
  /**
   * The section heading.
   */
  title: string;
  /**
   * The paragraph under the heading.
   */
  text?: string;
  /**
   * The checklist: each point is a line of text, or a title with a description and an optional link.
   *
   * @minItems 1
   */
  items: (
    | string
    | {
        /**
         * The point in a few words.
         */
        title: string;
        /**
         * A sentence explaining it.
         */
        description?: string;
        href?: Link;
        /**
         * The words of that link.
         */
        linkLabel?: string;
      }
  )[];
  image?: Image;
  /**
   * Up to three headline figures shown with the picture.
   *
   * @maxItems 3
   */
  figures?: {
    /**
     * The figure as shown.
     */
    value: string;
    /**
     * What the figure measures.
     */
    label: string;
  }[];
  /**
   * Buttons under the checklist.
   *
   * @maxItems 2
   */
  buttons?: Button[];
}
/**
 * A picture beside the checklist.
 */

export interface Button {
  /**
   * The words on the button.
   */
  label: string;
  href: Link1;
  /**
   * How prominent the button is: primary (filled accent colour) or secondary (outlined).
   */
  variant?: "primary" | "secondary";
}

/**
 * An optional name for this section, so links can jump to it with "#name". Lowercase letters, digits and dashes.
 */

export interface ContactDetailsBlock {
  /**
   * Block type: contact-details.
   */
  type: "contact-details";
  id?: Anchor;
  tone?: Tone;
  /**
   * A short label above the heading.
   */
  eyebrow?: string;
  /**
   * The section heading.
   */
  title?: string;
  /**
   * A sentence under the heading.
   */
  intro?: string;
  /**
   * The cards, in order.
   *
   * @minItems 1
   */
  items: {
    /**
     * Which detail from company in site.yaml the card shows: address (the full office address), city (the office city), phone (a link that dials it), email (a link that writes to it) or hours (the office hours, one line per group of days).
     */
    detail: "address" | "city" | "phone" | "email" | "hours";
    /**
     * The card's heading.
     */
    label: string;
    /**
     * A short line under the value.
     */
    note?: string;
  }[];
}

/**
 * An optional name for this section, so links can jump to it with "#name". Lowercase letters, digits and dashes.
 */

export interface CtaBlock {
  /**
   * Block type: cta.
   */
  type: "cta";
  id?: Anchor;
  /**
   * The heading.
   */
  title: string;
  /**
   * A sentence under the heading.
   */
  text?: string;
  /**
   * One or two buttons.
   *
   * @minItems 1
   * @maxItems 2
   */
  buttons: Button[];
}
/**
 * A call-to-action button: the words on it and where it goes.
 */

/**
 * An optional name for this section, so links can jump to it with "#name". Lowercase letters, digits and dashes.
 */

export interface FaqBlock {
  /**
   * Block type: faq.
   */
  type: "faq";
  id?: Anchor;
  tone?: Tone;
  /**
   * A short label above the heading.
   */
  eyebrow?: string;
  /**
   * The section heading.
   */
  title: string;
  /**
   * A sentence under the heading.
   */
  intro?: string;
  /**
   * true: opening a question closes the one that was open. false: several can be open at once.
   */
  exclusive?: boolean;
  /**
   * The questions, in order. All start closed.
   *
   * @minItems 1
   */
  items: {
    /**
     * The question, as the visitor would ask it.
     */
    question: string;
    /**
     * The answer: one paragraph, or a list of paragraphs.
     */
    answer: string | string[];
  }[];
}

/**
 * An optional name for this section, so links can jump to it with "#name". Lowercase letters, digits and dashes.
 */

export type IconName =
  | "activity"
  | "alert-triangle"
  | "award"
  | "bar-chart"
  | "bot"
  | "brain"
  | "bug"
  | "building"
  | "camera"
  | "check-circle"
  | "clock"
  | "cloud"
  | "cpu"
  | "database"
  | "eye"
  | "file-text"
  | "film"
  | "fingerprint"
  | "gauge"
  | "globe"
  | "handshake"
  | "headphones"
  | "key"
  | "laptop"
  | "layers"
  | "lightbulb"
  | "lock"
  | "mail"
  | "map-pin"
  | "monitor"
  | "network"
  | "phone"
  | "radar"
  | "refresh-cw"
  | "router"
  | "scan"
  | "search"
  | "server"
  | "settings"
  | "shield"
  | "shield-check"
  | "siren"
  | "smartphone"
  | "target"
  | "trending-up"
  | "users"
  | "video"
  | "wifi"
  | "zap";
/**
 * The details, as bullets (five on service sub-pages).
 *
 * Items: One bullet.
 */

export type TextList = string[];
/**
 * Where the button goes.
 */

export interface FeatureCardsBlock {
  /**
   * Block type: feature-cards.
   */
  type: "feature-cards";
  id?: Anchor;
  tone?: Tone;
  /**
   * The section heading.
   */
  title: string;
  /**
   * A sentence under the heading.
   */
  intro?: string;
  /**
   * The feature cards, shown in order.
   *
   * @minItems 1
   */
  cards: {
    icon?: IconName;
    /**
     * The feature's name.
     */
    title: string;
    /**
     * A sentence about it.
     */
    description: string;
    details: TextList;
  }[];
  button?: Button;
}
/**
 * A button under the cards, e.g. Get Started.
 */

/**
 * An optional name for this section, so links can jump to it with "#name". Lowercase letters, digits and dashes.
 */

export interface HeroBlock {
  /**
   * Block type: hero.
   */
  type: "hero";
  id?: Anchor;
  /**
   * page: a dark banner sized to its content. fullscreen: fills the screen, text fades in, with a scroll-down button.
   */
  variant?: "page" | "fullscreen";
  /**
   * A short label shown above the heading.
   */
  badge?: string;
  /**
   * The page's main heading (there is one per page).
   */
  title: string;
  /**
   * One or two sentences under the heading.
   */
  subtitle?: string;
  /**
   * Up to two buttons; the first is the main call to action.
   *
   * @maxItems 2
   */
  buttons?: Button[];
  background?: Image;
  /**
   * fullscreen only: what a screen reader says for the scroll-down button.
   */
  scrollLabel?: string;
}
/**
 * A call-to-action button: the words on it and where it goes.
 */

/**
 * An optional name for this section, so links can jump to it with "#name". Lowercase letters, digits and dashes.
 */

export type TextList1 = string[];

/**
 * A legal page (privacy policy, terms): a header with a badge, the page's main heading and the date it was last updated, then an introduction, numbered sections and a contact box. The contact box's company name, city, e-mail and phone come from company in site.yaml.
 */

export interface LegalBlock {
  /**
   * Block type: legal.
   */
  type: "legal";
  id?: Anchor;
  /**
   * A short label above the heading.
   */
  badge?: string;
  /**
   * The page's main heading (this block opens the page, so it is the page's only h1).
   */
  title: string;
  /**
   * The words before the date.
   */
  updatedLabel: string;
  /**
   * When the text last changed, as YYYY-MM-DD. Shown as a full date in the site's language (e.g. January 15, 2025); change it whenever the text changes.
   */
  updated: string;
  /**
   * The opening paragraph.
   */
  intro: string;
  /**
   * The heading of a list of links to the sections, shown beside the text on wide screens. Leave out for no list.
   */
  contentsTitle?: string;
  /**
   * The sections, numbered in order. Each has a title and bullets (items), paragraphs, or both (paragraphs first).
   *
   * @minItems 1
   *
   * Items: One section: a title with bullets (items), paragraphs, or both.
   */
  sections: (
    | {
        /**
         * The section heading.
         */
        title: string;
        /**
         * Paragraphs of text, shown before any bullets.
         *
         * @minItems 1
         *
         * Items: One paragraph.
         */
        paragraphs?: string[];
        items: TextList;
      }
    | {
        /**
         * The section heading.
         */
        title: string;
        /**
         * Paragraphs of text, shown before any bullets.
         *
         * @minItems 1
         *
         * Items: One paragraph.
         */
        paragraphs: string[];
        items?: TextList1;
      }
  )[];
  /**
   * The box at the end with whom to contact about this page. Name, city, e-mail and phone come from company in site.yaml.
   */
  contact: {
    /**
     * The box's heading.
     */
    title: string;
    /**
     * A sentence before the details.
     */
    text?: string;
  };
}

/**
 * An optional name for this section, so links can jump to it with "#name". Lowercase letters, digits and dashes.
 */

export interface MapBlock {
  /**
   * Block type: map.
   */
  type: "map";
  id?: Anchor;
  tone?: Tone;
  /**
   * A short label above the heading.
   */
  eyebrow?: string;
  /**
   * The section heading.
   */
  title?: string;
  /**
   * A sentence under the heading.
   */
  intro?: string;
  /**
   * The place named on the preview. Defaults to company.address in site.yaml.
   */
  place?: string;
  /**
   * The address of the map embed, loaded in a frame after the visitor presses the button.
   */
  embedUrl: string;
  /**
   * The name of the map frame for screen readers.
   */
  frameTitle: string;
  /**
   * The words on the button that loads the map.
   */
  loadLabel: string;
  /**
   * A line next to the button saying what loading the map does (it contacts the map site).
   */
  notice?: string;
  openUrl: Link;
  /**
   * The words of the link to the map site.
   */
  openLabel: string;
}

/**
 * An optional name for this section, so links can jump to it with "#name". Lowercase letters, digits and dashes.
 */

export interface MetricsBlock {
  /**
   * Block type: metrics.
   */
  type: "metrics";
  id?: Anchor;
  tone?: Tone;
  /**
   * The section heading. Leave out for a plain stats strip.
   */
  title?: string;
  /**
   * A sentence under the heading.
   */
  intro?: string;
  /**
   * The figures, shown in order.
   *
   * @minItems 1
   */
  items: {
    /**
     * The figure as shown.
     */
    value: string;
    /**
     * What the figure counts.
     */
    label: string;
    /**
     * A heading for a metric card.
     */
    title?: string;
    /**
     * A sentence about the figure.
     */
    description?: string;
    icon?: IconName;
  }[];
}

/**
 * An optional name for this section, so links can jump to it with "#name". Lowercase letters, digits and dashes.
 */

export interface QuoteBlock {
  /**
   * Block type: quote.
   */
  type: "quote";
  id?: Anchor;
  tone?: Tone;
  /**
   * A short label above the quotation.
   */
  eyebrow?: string;
  /**
   * The words quoted, without quotation marks (the design adds them).
   */
  quote: string;
  /**
   * Who said it.
   */
  author: string;
  /**
   * The person's role and organisation.
   */
  position?: string;
  image?: Image;
}
/**
 * A portrait of the person. Without one, their initials are shown.
 */

/**
 * An optional name for this section, so links can jump to it with "#name". Lowercase letters, digits and dashes.
 */

export interface ServiceCardsBlock {
  /**
   * Block type: service-cards.
   */
  type: "service-cards";
  id?: Anchor;
  tone?: Tone;
  /**
   * A short label above the heading.
   */
  eyebrow?: string;
  /**
   * The section heading.
   */
  title: string;
  /**
   * A sentence under the heading.
   */
  intro?: string;
  /**
   * The collection the cards list (a folder under site/collections).
   */
  collection: string;
  /**
   * detailed: wide cards with the service's feature list and its sample use case. compact: a grid of short cards.
   */
  variant?: "detailed" | "compact";
  /**
   * Leave out the service of the page being viewed (for "other services").
   */
  excludeCurrent?: boolean;
  /**
   * The words of each card's link.
   */
  linkLabel: string;
  /**
   * detailed only: the label over each card's sample use case.
   */
  useCaseLabel?: string;
  /**
   * detailed only: the heading over the use case's results.
   */
  resultsLabel?: string;
}

/**
 * Where the button goes.
 */

export interface ServiceDetailBlock {
  /**
   * Block type: service-detail.
   */
  type: "service-detail";
  /**
   * A short label above the hero heading.
   */
  badge?: string;
  /**
   * What a screen reader says for the hero's scroll-down button.
   */
  scrollLabel: string;
  /**
   * The overview section: the service's overview text and its key features.
   */
  overview: {
    /**
     * A short label above the heading.
     */
    eyebrow?: string;
    /**
     * The heading; {title} is the service's title.
     */
    title: string;
    /**
     * The heading over the key features.
     */
    featuresTitle: string;
  };
  benefits: Heading;
  process: Heading1;
  useCases: Heading2;
  /**
   * The panel under the use cases inviting the visitor to get in touch.
   */
  consultation: {
    /**
     * The panel's heading; {title} is the service's title.
     */
    title: string;
    /**
     * A sentence under it.
     */
    text?: string;
    /**
     * One or two buttons, e.g. Request a Consultation (to /contact) and View Case Studies.
     *
     * @minItems 1
     * @maxItems 2
     */
    buttons: Button[];
  };
}
/**
 * The key benefits section's heading.
 */

export interface Heading {
  /**
   * A short label above the heading.
   */
  eyebrow?: string;
  /**
   * The section heading; {title} is the service's title.
   */
  title: string;
  /**
   * A sentence under the heading; {title} is the service's title.
   */
  intro?: string;
}
/**
 * The numbered process section's heading.
 */

export interface Heading1 {
  /**
   * A short label above the heading.
   */
  eyebrow?: string;
  /**
   * The section heading; {title} is the service's title.
   */
  title: string;
  /**
   * A sentence under the heading; {title} is the service's title.
   */
  intro?: string;
}
/**
 * The use cases section's heading.
 */

export interface Heading2 {
  /**
   * A short label above the heading.
   */
  eyebrow?: string;
  /**
   * The section heading; {title} is the service's title.
   */
  title: string;
  /**
   * A sentence under the heading; {title} is the service's title.
   */
  intro?: string;
}
/**
 * A call-to-action button: the words on it and where it goes.
 */

/**
 * An optional name for this section, so links can jump to it with "#name". Lowercase letters, digits and dashes.
 */

export interface ServicesGridBlock {
  /**
   * Block type: services-grid.
   */
  type: "services-grid";
  id?: Anchor;
  tone?: Tone;
  /**
   * A short label above the heading.
   */
  eyebrow?: string;
  /**
   * The section heading.
   */
  title: string;
  /**
   * A sentence under the heading.
   */
  intro?: string;
  /**
   * The service cards, shown in order.
   *
   * @minItems 1
   */
  cards: {
    icon?: IconName;
    /**
     * The service's name.
     */
    title: string;
    /**
     * What the service does, in a sentence or two.
     */
    description: string;
    features?: TextList;
    href?: Link;
    /**
     * The words of the card's link.
     */
    linkLabel?: string;
  }[];
}

/**
 * An optional name for this section, so links can jump to it with "#name". Lowercase letters, digits and dashes.
 */

export interface SitemapBlock {
  /**
   * Block type: sitemap.
   */
  type: "sitemap";
  id?: Anchor;
  tone?: Tone;
  /**
   * A short label above the heading.
   */
  eyebrow?: string;
  /**
   * The section heading. Leave out when the page's hero already names the page (group titles then become the section headings).
   */
  title?: string;
  /**
   * A sentence under the heading.
   */
  intro?: string;
  /**
   * The groups, shown as cards in this order. A group that matches no page is not shown.
   *
   * @minItems 1
   */
  groups: {
    /**
     * The card's heading.
     */
    title: string;
    icon?: IconName;
    /**
     * Which pages the group takes, in the order they are listed: an exact address ("/about"), "/a/*" (the pages one level below /a) or "/a/**" (/a itself and every page below it). Pages matched by the same pattern are listed parent first, then by name.
     *
     * @minItems 1
     *
     * Items: An address pattern.
     */
    routes: string[];
  }[];
}

/**
 * An optional name for this section, so links can jump to it with "#name". Lowercase letters, digits and dashes.
 */

export interface StepsBlock {
  /**
   * Block type: steps.
   */
  type: "steps";
  id?: Anchor;
  tone?: Tone;
  /**
   * A short label above the heading.
   */
  eyebrow?: string;
  /**
   * The section heading.
   */
  title: string;
  /**
   * A sentence under the heading.
   */
  intro?: string;
  /**
   * numbered: process steps side by side (a column on phones), each with its number. timeline: milestones down a vertical line, each with its label (e.g. a year).
   */
  variant?: "numbered" | "timeline";
  /**
   * The steps, in order.
   *
   * @minItems 1
   */
  items: {
    /**
     * A short marker shown instead of the step's number, e.g. a year on a timeline.
     */
    label?: string;
    /**
     * The step's name.
     */
    title: string;
    /**
     * What happens in this step.
     */
    description: string;
    features?: TextList;
  }[];
}

/**
 * An optional name for this section, so links can jump to it with "#name". Lowercase letters, digits and dashes.
 */

export interface StoriesBlock {
  /**
   * Block type: stories.
   */
  type: "stories";
  id?: Anchor;
  tone?: Tone;
  /**
   * The section heading.
   */
  title: string;
  /**
   * A sentence under the heading.
   */
  intro?: string;
  /**
   * The heading over each card's results.
   */
  resultsLabel?: string;
  /**
   * The stories, shown in order.
   *
   * @minItems 1
   */
  items: {
    /**
     * The client's industry.
     */
    industry: string;
    /**
     * The story's title.
     */
    title: string;
    /**
     * What the client needed and what was done.
     */
    description: string;
    results: TextList;
  }[];
  link?: Button;
}
/**
 * A button under the stories, e.g. to all case studies.
 */

/**
 * An optional name for this section, so links can jump to it with "#name". Lowercase letters, digits and dashes.
 */

export interface TabBarBlock {
  /**
   * Block type: tab-bar.
   */
  type: "tab-bar";
  id?: Anchor;
  /**
   * The id of a services menu group in site.yaml (navigation.servicesMenu.groups[].id).
   */
  group: string;
  /**
   * Also show a first tab for the group's overview page.
   */
  includeOverview?: boolean;
}

/**
 * An optional name for this section, so links can jump to it with "#name". Lowercase letters, digits and dashes.
 */

export interface TextBlock {
  /**
   * Block type: text.
   */
  type: "text";
  id?: Anchor;
  tone?: Tone;
  /**
   * A short label above the heading.
   */
  eyebrow?: string;
  /**
   * The section heading.
   */
  title: string;
  /**
   * The text, one entry per paragraph. The first paragraph is shown a little larger as the lead.
   *
   * @minItems 1
   *
   * Items: One paragraph.
   */
  paragraphs: string[];
  image?: Image;
  /**
   * Without a picture: centre the heading and text (center) or align them left (left).
   */
  align?: "center" | "left";
}
/**
 * A picture beside the text (below it on phones). Leave out for a centred column of text.
 */

/**
 * placeholder
 */

export interface CaseStudiesEntry {
  /**
   * Title.
   */
  title: string;
}

/**
 * The icon on the service's cards.
 */

export type TextList2 = string[];
/**
 * Overview page: the key features, as bullets beside the overview.
 *
 * @minItems 1
 *
 * Items: One bullet.
 */

export type TextList3 = string[];
/**
 * The benefit's icon (a check mark if left out).
 */

export type IconName1 =
  | "activity"
  | "alert-triangle"
  | "award"
  | "bar-chart"
  | "bot"
  | "brain"
  | "bug"
  | "building"
  | "camera"
  | "check-circle"
  | "clock"
  | "cloud"
  | "cpu"
  | "database"
  | "eye"
  | "file-text"
  | "film"
  | "fingerprint"
  | "gauge"
  | "globe"
  | "handshake"
  | "headphones"
  | "key"
  | "laptop"
  | "layers"
  | "lightbulb"
  | "lock"
  | "mail"
  | "map-pin"
  | "monitor"
  | "network"
  | "phone"
  | "radar"
  | "refresh-cw"
  | "router"
  | "scan"
  | "search"
  | "server"
  | "settings"
  | "shield"
  | "shield-check"
  | "siren"
  | "smartphone"
  | "target"
  | "trending-up"
  | "users"
  | "video"
  | "wifi"
  | "zap";
/**
 * The use case's icon.
 */

export type IconName2 =
  | "activity"
  | "alert-triangle"
  | "award"
  | "bar-chart"
  | "bot"
  | "brain"
  | "bug"
  | "building"
  | "camera"
  | "check-circle"
  | "clock"
  | "cloud"
  | "cpu"
  | "database"
  | "eye"
  | "file-text"
  | "film"
  | "fingerprint"
  | "gauge"
  | "globe"
  | "handshake"
  | "headphones"
  | "key"
  | "laptop"
  | "layers"
  | "lightbulb"
  | "lock"
  | "mail"
  | "map-pin"
  | "monitor"
  | "network"
  | "phone"
  | "radar"
  | "refresh-cw"
  | "router"
  | "scan"
  | "search"
  | "server"
  | "settings"
  | "shield"
  | "shield-check"
  | "siren"
  | "smartphone"
  | "target"
  | "trending-up"
  | "users"
  | "video"
  | "wifi"
  | "zap";

/**
 * One service group (e.g. Endpoint Security). Its card on /services and in "other services" lists, and its overview page /services/<file name> (made by site/pages/services/[id].yaml), all come from this file. A service with `href` has a hand-written page there instead, and needs only the card fields.
 */

export interface ServicesEntry {
  /**
   * Where the service comes in lists of services: 1 first. Services without one come last, by title.
   */
  order?: number;
  /**
   * The service's name, used as card title and page heading.
   */
  title: string;
  /**
   * What the service does, in one or two sentences (shown on cards).
   */
  description: string;
  icon: IconName;
  image: Image;
  details: TextList;
  /**
   * A sample use case shown on the service's card on /services.
   */
  useCase: {
    /**
     * The use case in a few words.
     */
    title: string;
    /**
     * The client's situation and what was done.
     */
    description: string;
    results: TextList1;
  };
  href?: Link;
  /**
   * Overview page: the sentence under the heading in the hero.
   */
  subtitle?: string;
  backgroundImage?: Image1;
  overview?: TextList2;
  features?: TextList3;
  /**
   * Overview page: the key benefits, as cards.
   *
   * @minItems 1
   */
  benefits?: {
    icon?: IconName1;
    /**
     * The benefit in a few words.
     */
    title: string;
    /**
     * A sentence about it.
     */
    description: string;
  }[];
  /**
   * Overview page: how the service is delivered, as numbered steps.
   *
   * @minItems 1
   */
  process?: {
    /**
     * The step's name.
     */
    title: string;
    /**
     * What happens in this step.
     */
    description: string;
  }[];
  /**
   * Overview page: situations the service is used for, as cards.
   *
   * @minItems 1
   */
  useCases?: {
    icon?: IconName2;
    /**
     * The use case in a few words.
     */
    title: string;
    /**
     * A sentence or two about it.
     */
    description: string;
  }[];
}
/**
 * A picture of the service, shown beside the overview.
 */

/** Every block, tagged by `type`. */
export type Block = ChecklistIntroBlock | ContactDetailsBlock | CtaBlock | FaqBlock | FeatureCardsBlock | HeroBlock | LegalBlock | MapBlock | MetricsBlock | QuoteBlock | ServiceCardsBlock | ServiceDetailBlock | ServicesGridBlock | SitemapBlock | StepsBlock | StoriesBlock | TabBarBlock | TextBlock

export type BlockType = Block['type']

/** The block types, in the order of schema/blocks. */
export const blockTypes = ["checklist-intro","contact-details","cta","faq","feature-cards","hero","legal","map","metrics","quote","service-cards","service-detail","services-grid","sitemap","steps","stories","tab-bar","text"] as const satisfies readonly BlockType[]
