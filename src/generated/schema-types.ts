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
 * placeholder
 */

export interface CaseStudiesEntry {
  /**
   * Title.
   */
  title: string;
}

/** Every block, tagged by `type`. */
export type Block = ChecklistIntroBlock | CtaBlock | FeatureCardsBlock | HeroBlock | MetricsBlock | ServicesGridBlock | StoriesBlock | TabBarBlock

export type BlockType = Block['type']

/** The block types, in the order of schema/blocks. */
export const blockTypes = ["checklist-intro","cta","feature-cards","hero","metrics","services-grid","stories","tab-bar"] as const satisfies readonly BlockType[]
