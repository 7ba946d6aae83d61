/* Generated from schema/ by `npm run generate`. Do not edit: change the schemas and run it again. */

/**
 * Where a link goes: a page of this site ("/about", "/services/cloud", optionally with "#section"), a section of the same page ("#features"), or an outside address ("https://…", "mailto:…", "tel:…"; "http://…" only to a site listed in httpLinkOrigins in site.yaml). Nothing else: no javascript:, no "//site" without https:. Every link is checked at build time.
 */

export type Link = string;
/**
 * Where a link goes: a page of this site ("/about", "/services/cloud", optionally with "#section"), a section of the same page ("#features"), or an outside address ("https://…", "mailto:…", "tel:…"; "http://…" only to a site listed in httpLinkOrigins in site.yaml). Nothing else: no javascript:, no "//site" without https:. Every link is checked at build time.
 */

export type Link1 = string;

export type FormProviderConfig = (FormToEmailProviderConfig | JsonProviderConfig) & {
  /**
   * Which kind of service: form-to-email (multipart form data, JSON answer with a success flag) or json (JSON body, any OK answer).
   */
  kind: "form-to-email" | "json";
};
/**
 * One field of a form: its kind, the name it is sent under, its words and its rules.
 */

export type FormField = {
  /**
   * text, email (checked as an e-mail address), tel (a phone number), textarea (several lines), select (a list of choices) or checkbox.
   */
  kind: "text" | "email" | "tel" | "textarea" | "select" | "checkbox";
} & FormField1;

export type FormField1 = OneLineFieldConfig | TextareaFieldConfig | SelectFieldConfig | CheckboxFieldConfig;
/**
 * This form's own form services, tried in order, instead of forms.providers.
 *
 * @minItems 1
 */

export type Providers = FormProviderConfig[];

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
   * The languages the site is written in, when more than one. The first language is `language` (the default: its pages are at the root); each other language's pages are under /<code>/ (site/pages/<code>/) and its visitor words in site/locales/<code>.yaml. Leave it out for a site in one language.
   */
  locales?: {
    /**
     * Every language of the site, the default (`language`) among them, in the order the language switcher lists them.
     *
     * @minItems 2
     */
    languages: {
      /**
       * The language's tag (en, fr, sw, ar, pt-BR): the address prefix of its pages (/fr/…) and the page's lang attribute.
       */
      code: string;
      /**
       * The language's name as its own speakers write it, shown in the language switcher.
       */
      label: string;
      /**
       * Which way its text runs: rtl (right to left) or ltr. Defaults to rtl for ar, he and fa and to ltr for the others.
       */
      direction?: "ltr" | "rtl";
      /**
       * The country whose usage the language follows, as two capital letters (FR, KE): with the code it makes the page's og:locale (fr_FR), the form social sites read. Leave it out when the code names a country (pt-BR).
       */
      region?: string;
    }[];
    /**
     * What a language gets for a page not translated into it. leave-out (the default): the page is not in that language; its links to the page go to the default language's page and say so. default-language: the page is shown at the language's address in the default language, with a notice (labels.untranslated).
     */
    fallback?: "leave-out" | "default-language";
  };
  /**
   * The site's time zone, as an IANA name (Africa/Lagos, Europe/Berlin). The times of publishAt and unpublishAt are read in it. Needed once a page or item has one.
   */
  timeZone?: string;
  /**
   * Who the site is for. Shown in the header, footer, contact blocks and messages.
   */
  company: {
    /**
     * The company's name; also shown when the logo image cannot load.
     */
    name: string;
    /**
     * What kind of organisation it is, as search engines read it (schema.org): the home and contact pages describe it with this type, its address and, for a place visitors come to (LocalBusiness and its kinds), its office coordinates and opening hours.
     */
    type?:
      | "Organization"
      | "Corporation"
      | "NGO"
      | "EducationalOrganization"
      | "GovernmentOrganization"
      | "LocalBusiness"
      | "ProfessionalService"
      | "LegalService"
      | "AccountingService"
      | "FinancialService"
      | "MedicalClinic"
      | "MedicalBusiness"
      | "Dentist"
      | "Physician"
      | "Pharmacy"
      | "Hospital"
      | "Store"
      | "Restaurant";
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
     * The office address, one field per part. Shown in full (street, locality, region, postal code, country, joined by commas) in the footer, the contact details and the map; in short (locality, country) on the legal pages; and as the company's postal address for search engines.
     */
    address: {
      /**
       * The street address: building, street, district.
       */
      street: string;
      /**
       * The city or town.
       */
      locality: string;
      /**
       * The state, province or county, when the address needs one.
       */
      region?: string;
      /**
       * The postal code, when there is one.
       */
      postalCode?: string;
      /**
       * The country.
       */
      country: string;
    };
    /**
     * Where the office is on a map, for search engines.
     */
    geo?: {
      /**
       * Degrees north (negative: south).
       */
      latitude: number;
      /**
       * Degrees east (negative: west).
       */
      longitude: number;
    };
    /**
     * Office hours, one line per group of days: the words visitors read (days, time) and, for search engines, the same hours as data (weekdays, opens, closes).
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
      /**
       * The same days as data, for search engines (the opening hours they show): each day's English name. Give it with opens and closes; leave all three out on a line that says when the office is closed.
       *
       * @minItems 1
       */
      weekdays?: (
        "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday" | "PublicHolidays"
      )[];
      /**
       * When the office opens on these days, 24-hour HH:MM, for search engines.
       */
      opens?: string;
      /**
       * When the office closes on these days, 24-hour HH:MM, for search engines.
       */
      closes?: string;
    }[];
    /**
     * Links to the company's profiles elsewhere, listed in the footer (nothing is shown when there are none).
     */
    social?: {
      /**
       * The link's words.
       */
      label: string;
      href: Link;
    }[];
  };
  /**
   * The header: its links (any of which may open a menu) and the highlighted button at its end.
   */
  navigation: {
    /**
     * The header links, left to right. A link with a menu opens it (a mega menu on wide screens, a list under the link on phones).
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
       * A menu this link opens instead of navigating directly: groups of pages, each with its title and items. On phones the link itself stays a link, with the groups listed under it. Tab-bar blocks find a group here by its id.
       */
      menu?: {
        overview?: NavLink;
        /**
         * How many items of each group the wide-screen menu shows; a group with more gets its viewAll link (and validate warns).
         */
        itemsPerGroup?: number;
        /**
         * How many items of each group the phone menu shows; a group with more gets its viewAll link (and validate warns).
         */
        itemsPerGroupMobile?: number;
        /**
         * The words of the link a group with more items than the menu shows gets after its shown items; it leads to the group's href. {count} is the number of items of the group, {group} its title.
         */
        viewAll: string;
        /**
         * The groups, in order.
         *
         * @minItems 1
         */
        groups: {
          acknowledge?: Acknowledge;
          /**
           * A name for the group, used by tab-bar blocks (group: <id>); unique across all menus.
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
           * The group's pages, in order: the menu shows the first itemsPerGroup (itemsPerGroupMobile on phones), the group's tab bar all of them.
           */
          items?: NavLink1[];
        }[];
      };
      /**
       * When the link shows as current: exact (same address), prefix (the address starts with it) or contains (the address contains it anywhere).
       */
      match?: "exact" | "prefix" | "contains";
    }[];
    cta: NavLink2;
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
      links: NavLink1[];
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
     * Said to screen-reader users when a page opened by a link takes a while to arrive (a progress bar shows then).
     */
    loading: string;
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
    /**
     * The banner the dev server shows on a page marked draft: true (the production build leaves drafts out). Needed once the site has a draft.
     */
    draft?: string;
    /**
     * The banner the dev server shows on a page whose publishAt has not come yet (the production build leaves it out until then); {time} is when it goes live. Needed once the site has a publishAt.
     */
    scheduled?: string;
    /**
     * The banner the dev server shows on a page whose unpublishAt has passed (the production build leaves it out); {time} is when it stopped being published. Needed once the site has an unpublishAt.
     */
    expired?: string;
    /**
     * The heading of the page left at a moved page's old address (its aliases) for hosts that cannot redirect; a link to the new address follows it. Needed once a page has aliases.
     */
    pageMoved?: string;
    /**
     * The language switcher's button (and its list's name for screen readers). Needed once the site has locales.
     */
    languages?: string;
    /**
     * The notice above a page shown in the default language because it is not translated (fallback: default-language; {language} is the default language's label).
     */
    untranslated?: string;
    /**
     * Said after a link, on a page of one language, that leads to a page in another (an item or page not translated, fallback: leave-out): {language} is that language's label. A language's file writes the language's name in its own words ("(en anglais)"), since {language} gives the label as the site lists it ("English").
     */
    inLanguage?: string;
  };
  shareImage?: Image2;
  /**
   * The site's feeds (RSS 2.0, Atom and JSON Feed of a dated collection, newest first), written by the build to /feeds/<collection>.rss, .atom and .json; each page that lists the collection links to them for feed readers to find. None when there are none.
   */
  feeds?: {
    /**
     * Which collection the feed follows: its published items, with their title, summary, date and picture.
     */
    collection: "articles" | "case-studies";
    /**
     * The feed's name, as a feed reader lists it.
     */
    title: string;
    /**
     * A sentence on what the feed brings.
     */
    description: string;
    /**
     * How many of the newest items the feed holds.
     */
    items?: number;
  }[];
  /**
   * The lists the site sorts its content by, declared once here. Items name an entry of a list (a case study's category), and the filters and badges read the list: its order and labels.
   */
  vocabularies?: {
    /**
     * The categories of case studies, articles and white papers, in the order the filter buttons show them and the lists group their items. An item's `category` must be one of these names.
     */
    categories?: {
      /**
       * What items write as their `category` (matched exactly), and what visitors read when no label is given.
       */
      name: string;
      /**
       * What visitors read on the filter button and the item's badge. Defaults to the name.
       */
      label?: string;
    }[];
  };
  /**
   * Other sites pictures may come from, each written https:// and the site's name only (no path), such as https://images.example.org. A picture written as a full https:// address must come from one of these; browsers are told to show pictures from these sites and this one only (the Content-Security-Policy's img-src). Leave out when every picture is a file in site/assets.
   *
   * Items: A site pictures may come from: https:// and its name, lowercase, no path.
   */
  imageOrigins?: string[];
  /**
   * Sites without https that links may still go to over plain http, each written http:// and the site's name only (no path). Every other http:// link is refused: on plain http, anyone on the visitor's network can read and change the page. Leave out unless a site you must link to really has no https.
   *
   * Items: A site links may reach over plain http: http:// and its name, lowercase, no path.
   */
  httpLinkOrigins?: string[];
  /**
   * The site's forms: where submissions are sent, the words and limits every form shares, and each form's own declaration (its fields, words and what the form services receive). A block shows a form by its id.
   */
  forms: {
    /**
     * The form services, tried in order: when one cannot be reached, times out, answers with an HTTP error or with something that is not JSON, the next one is tried. Nothing here is secret: it is all sent to the visitor's browser.
     *
     * @minItems 1
     */
    providers: FormProviderConfig[];
    /**
     * How long one provider may take, in milliseconds, before the next one is tried, so a hung service never leaves a visitor on "Sending...".
     */
    timeoutMs: number;
    /**
     * How long the success panel shows, in milliseconds, before an empty form returns.
     */
    successMs: number;
    /**
     * The name of a field hidden from people. Only robots fill it in; their submissions are dropped without being sent, while looking successful to them. A form-to-email service also gets its value (empty from people) as its own bot field, botcheck.
     */
    honeypotField: string;
    /**
     * The label of the hidden robot trap: people never see it, robots read it.
     */
    honeypotLabel: string;
    /**
     * Field names every submission carries, empty when a form does not ask for them, so a form service receives the same fields from every form (the fields a form asks for are sent as well).
     */
    alwaysSend?: string[];
    /**
     * A line under a form explaining the * mark of required fields.
     */
    requiredNote?: string;
    /**
     * The submit button's words while a form is being sent.
     */
    sending: string;
    success: FormSuccess;
    /**
     * The errors a form can show, shared by every form (a form may replace some in its declaration). In allFailed and unexpected, {email} and {phone} become company.email and company.phone.
     */
    messages: {
      /**
       * A required field is empty.
       */
      required: string;
      /**
       * The e-mail address is not of the form name@domain.tld.
       */
      invalidEmail: string;
      /**
       * A field is shorter than its minLength: {field} becomes the field's label, {min} the least it takes.
       */
      tooShort: string;
      /**
       * A field is longer than maxLength allows: {field} becomes the field's label, {max} the limit.
       */
      tooLong: string;
      /**
       * A form service refused the submission without saying why (when it says why, its own words are shown).
       */
      providerFailed: string;
      /**
       * No form service could be reached.
       */
      allFailed: string;
      /**
       * Something unexpected went wrong in the page while sending.
       */
      unexpected: string;
    };
    /**
     * A box with the company's e-mail and phone as links, shown under any error message that contains the trigger word.
     */
    contactBox: {
      /**
       * The word that makes an error message show the box.
       */
      trigger: string;
      /**
       * The box's heading.
       */
      title: string;
      /**
       * The label before the e-mail link.
       */
      emailLabel: string;
      /**
       * The label before the phone link.
       */
      phoneLabel: string;
    };
    /**
     * The forms of the site, one entry each. A form block names one by its id (form: contact).
     *
     * @minItems 1
     */
    declarations: FormDeclaration[];
  };
  /**
   * Colours and type. Change these to rebrand the site without code.
   */
  theme: {
    /**
     * Colours by role, as CSS values (#rrggbb): brand (dark backgrounds), brandDeep, text, muted, surface, surfaceMuted, border, accent (highlights on dark), accentStrong (buttons and links on light), accentContrast (text on accent buttons), onDark, onDarkMuted.
     */
    colors: {
      /**
       * The brand colour: dark section backgrounds and the header.
       */
      brand: string;
      /**
       * Darkest background (footer, scrolled header).
       */
      brandDeep: string;
      /**
       * Body text on light backgrounds.
       */
      text: string;
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
     * Font stacks as CSS font-family values, and the web font's files.
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
      /**
       * A stylesheet in site/assets with the web font's @font-face rules; its font files are found next to it (url() relative to the stylesheet). The build cuts the font down to the characters and weights the site uses and preloads it. Without it, the site uses the stacks' system fonts.
       */
      faces?: string;
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
   * The image file, as "/assets/images/name.svg" (a file in site/assets/images) or a full https:// address on a site listed in imageOrigins in site.yaml (browsers show pictures from other sites only when they are listed there). Checked at build time.
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
  /**
   * The point of a photograph to keep in view when a block crops it to its own shape (a wide banner, a square portrait): x from 0 (left edge) to 1 (right edge), y from 0 (top) to 1 (bottom). Leave out for the centre.
   */
  focus?: {
    /**
     * From 0 (the left edge) to 1 (the right edge).
     */
    x: number;
    /**
     * From 0 (the top) to 1 (the bottom).
     */
    y: number;
  };
}
/**
 * The logo for dark backgrounds (header and footer). Defaults to logo.
 */

export interface Image1 {
  /**
   * The image file, as "/assets/images/name.svg" (a file in site/assets/images) or a full https:// address on a site listed in imageOrigins in site.yaml (browsers show pictures from other sites only when they are listed there). Checked at build time.
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
  /**
   * The point of a photograph to keep in view when a block crops it to its own shape (a wide banner, a square portrait): x from 0 (left edge) to 1 (right edge), y from 0 (top) to 1 (bottom). Leave out for the centre.
   */
  focus?: {
    /**
     * From 0 (the left edge) to 1 (the right edge).
     */
    x: number;
    /**
     * From 0 (the top) to 1 (the bottom).
     */
    y: number;
  };
}
/**
 * A link at the foot of the wide-screen menu, such as the page that lists everything in it.
 */

export interface NavLink {
  /**
   * The link's words.
   */
  label: string;
  href: Link;
}
/**
 * Warnings the site has looked at and accepts here, each with the reason: validate, the build and the dev server then count them in one line ("3 acknowledged warnings") instead of printing them. Written on the place the warning is about (a menu group) or on the file (a page, an item).
 */

export interface Acknowledge {
  /**
   * Why this warning is accepted, for the next person who reads the file.
   */
  [k: string]: string | undefined;
}
/**
 * A link in the navigation.
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
   * The image file, as "/assets/images/name.svg" (a file in site/assets/images) or a full https:// address on a site listed in imageOrigins in site.yaml (browsers show pictures from other sites only when they are listed there). Checked at build time.
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
  /**
   * The point of a photograph to keep in view when a block crops it to its own shape (a wide banner, a square portrait): x from 0 (left edge) to 1 (right edge), y from 0 (top) to 1 (bottom). Leave out for the centre.
   */
  focus?: {
    /**
     * From 0 (the left edge) to 1 (the right edge).
     */
    x: number;
    /**
     * From 0 (the top) to 1 (the bottom).
     */
    y: number;
  };
}
/**
 * A form-to-email service (such as Web3Forms): receives the fields as multipart form data with the access key, subject and botcheck (the robot trap's value, empty from people), and answers JSON with a success flag and a message. The service sends submissions to the address its access key was made for: no recipient is sent from the page.
 */

export interface FormToEmailProviderConfig {
  /**
   * A form-to-email service.
   */
  kind: "form-to-email";
  /**
   * The address submissions are posted to. It must start with https://, so what visitors send cannot be read on the way (http://127.0.0.1 and http://localhost are accepted for services on the same machine, as in tests: that traffic never leaves it).
   */
  endpoint: string;
  /**
   * The service's access key. Public by design (it only lets the service forward submissions to the address the key was made for); never put a secret here.
   */
  accessKey: string;
  /**
   * The e-mail subject: {formType} becomes contact, whitepaper or newsletter, {name} the visitor's name (or e-mail address when no name was asked).
   */
  subject: string;
}
/**
 * A form service that takes a JSON body (name, email, company, service, message, formType); any OK (2xx) answer means the submission arrived.
 */

export interface JsonProviderConfig {
  /**
   * A JSON form endpoint.
   */
  kind: "json";
  /**
   * The address submissions are posted to. It must start with https://, so what visitors send cannot be read on the way (http://127.0.0.1 and http://localhost are accepted for services on the same machine, as in tests: that traffic never leaves it).
   */
  endpoint: string;
}
/**
 * The panel shown after a form was sent (form blocks may have their own).
 */

export interface FormSuccess {
  /**
   * The panel's heading.
   */
  title: string;
  /**
   * The sentence under it.
   */
  text: string;
}
/**
 * One form: its id, its fields in order, its words, and what the form services receive.
 */

export interface FormDeclaration {
  /**
   * The form's name, used by the blocks that show it (form: contact).
   */
  id: string;
  /**
   * The form type the form services receive (form_type, formType, {formType} in a subject); the id when left out.
   */
  formType?: string;
  /**
   * The fields, in the order they show. The hidden robot trap is added to every form.
   *
   * @minItems 1
   */
  fields: FormField[];
  /**
   * stacked (the default): fields one under the other (two half fields share a row), then the button and the requiredNote line; inline: the fields and the button on one row, no requiredNote line (a one-field sign-up).
   */
  layout?: "stacked" | "inline";
  /**
   * The submit button's words (it reads sending while sending).
   */
  submitLabel: string;
  /**
   * An icon after the button's words: send or download (none when left out).
   */
  submitIcon?: "send" | "download";
  /**
   * The button's words while sending, instead of forms.sending.
   */
  sending?: string;
  success?: FormSuccess1;
  messages?: FormMessages;
  /**
   * A heading over a form that opens under a button (the white paper download): {title} becomes the title of the item it is for.
   */
  title?: string;
  /**
   * A sentence under that heading.
   */
  intro?: string;
  /**
   * The button that closes a form that opens under a button.
   */
  cancelLabel?: string;
  /**
   * The e-mail subject a form-to-email service receives for this form, instead of the provider's: {formType}, {title} and any field ({name}, {email}…) are filled in.
   */
  subject?: string;
  /**
   * Values sent with every submission that the visitor does not type, by name: {title} becomes the title of the item the form is for (the white paper), {field names} what was typed.
   */
  alsoSend?: {
    [k: string]: string | undefined;
  };
  providers?: Providers;
}
/**
 * A one-line field: text, an e-mail address (checked as one) or a phone number.
 */

export interface OneLineFieldConfig {
  /**
   * The kind of field.
   */
  kind: "text" | "email" | "tel";
  /**
   * The name the form services receive the value under (name, email, phone…). Unique within the form.
   */
  name: string;
  /**
   * The field's label.
   */
  label: string;
  /**
   * A sentence under the field that helps the visitor fill it in (read out with the field).
   */
  help?: string;
  /**
   * The form is not sent while this field is empty (marked *).
   */
  required?: boolean;
  /**
   * half: the field takes half a row on wider screens, beside the next half field; full (the default): a whole row.
   */
  width?: "full" | "half";
  /**
   * Sample text shown in the empty field (for a select: its first, empty choice).
   */
  placeholder?: string;
  /**
   * What the browser may fill in (the HTML autocomplete value: name, email, tel, organization…).
   */
  autocomplete?: string;
  /**
   * A rule the value must follow once filled in, and the message shown when it does not.
   */
  pattern?: {
    /**
     * A regular expression the whole value must match (JavaScript syntax).
     */
    regex: string;
    /**
     * The error shown when the value does not match.
     */
    message: string;
  };
  /**
   * The fewest characters the field takes once filled in (the tooShort message).
   */
  minLength?: number;
  /**
   * The most characters the field takes, given to it as maxlength: typing stops there, and a longer paste is refused with the tooLong message.
   */
  maxLength?: number;
}
/**
 * A box for several lines of text.
 */

export interface TextareaFieldConfig {
  /**
   * The kind of field.
   */
  kind: "textarea";
  /**
   * The name the form services receive the value under (name, email, phone…). Unique within the form.
   */
  name: string;
  /**
   * The field's label.
   */
  label: string;
  /**
   * A sentence under the field that helps the visitor fill it in (read out with the field).
   */
  help?: string;
  /**
   * The form is not sent while this field is empty (marked *).
   */
  required?: boolean;
  /**
   * half: the field takes half a row on wider screens, beside the next half field; full (the default): a whole row.
   */
  width?: "full" | "half";
  /**
   * Sample text shown in the empty field (for a select: its first, empty choice).
   */
  placeholder?: string;
  /**
   * A rule the value must follow once filled in, and the message shown when it does not.
   */
  pattern?: {
    /**
     * A regular expression the whole value must match (JavaScript syntax).
     */
    regex: string;
    /**
     * The error shown when the value does not match.
     */
    message: string;
  };
  /**
   * The fewest characters the field takes once filled in (the tooShort message).
   */
  minLength?: number;
  /**
   * The most characters the field takes, given to it as maxlength: typing stops there, and a longer paste is refused with the tooLong message.
   */
  maxLength?: number;
  /**
   * The box's height in lines (5 when left out).
   */
  rows?: number;
}
/**
 * A list of choices; its placeholder is the first, empty choice.
 */

export interface SelectFieldConfig {
  /**
   * The kind of field.
   */
  kind: "select";
  /**
   * The name the form services receive the value under (name, email, phone…). Unique within the form.
   */
  name: string;
  /**
   * The field's label.
   */
  label: string;
  /**
   * A sentence under the field that helps the visitor fill it in (read out with the field).
   */
  help?: string;
  /**
   * The form is not sent while this field is empty (marked *).
   */
  required?: boolean;
  /**
   * half: the field takes half a row on wider screens, beside the next half field; full (the default): a whole row.
   */
  width?: "full" | "half";
  /**
   * Sample text shown in the empty field (for a select: its first, empty choice).
   */
  placeholder?: string;
  /**
   * The choices, in order. The value is sent; the label is what the visitor sees.
   *
   * @minItems 1
   */
  options: {
    /**
     * What is sent (never empty: an empty choice counts as no choice).
     */
    value: string;
    /**
     * What the visitor sees.
     */
    label: string;
  }[];
}
/**
 * A box to tick; required: it must be ticked.
 */

export interface CheckboxFieldConfig {
  /**
   * The kind of field.
   */
  kind: "checkbox";
  /**
   * The name the form services receive the value under (name, email, phone…). Unique within the form.
   */
  name: string;
  /**
   * The field's label.
   */
  label: string;
  /**
   * A sentence under the field that helps the visitor fill it in (read out with the field).
   */
  help?: string;
  /**
   * The form is not sent while this field is empty (marked *).
   */
  required?: boolean;
  /**
   * half: the field takes half a row on wider screens, beside the next half field; full (the default): a whole row.
   */
  width?: "full" | "half";
  /**
   * What is sent when the box is ticked (on when left out); nothing is sent when it is not.
   */
  value?: string;
}
/**
 * The panel after a send, instead of forms.success.
 */

export interface FormSuccess1 {
  /**
   * The panel's heading.
   */
  title: string;
  /**
   * The sentence under it.
   */
  text: string;
}
/**
 * This form's own error messages, replacing those of forms.messages they name.
 */

export interface FormMessages {
  /**
   * A required field is empty.
   */
  required?: string;
  /**
   * The e-mail address is not of the form name@domain.tld.
   */
  invalidEmail?: string;
  /**
   * A field is shorter than its minLength: {field} becomes the field's label, {min} the least it takes.
   */
  tooShort?: string;
  /**
   * A field is longer than maxLength allows: {field} becomes the field's label, {max} the limit.
   */
  tooLong?: string;
  /**
   * A form service refused the submission without saying why (when it says why, its own words are shown).
   */
  providerFailed?: string;
  /**
   * No form service could be reached.
   */
  allFailed?: string;
  /**
   * Something unexpected went wrong in the page while sending.
   */
  unexpected?: string;
}

/**
 * An optional name for this section, so links can jump to it with "#name". Lowercase letters, digits and dashes.
 */

export type Anchor = string;
/**
 * Where it goes.
 */

export interface ArticleBodyBlock {
  /**
   * Block type: article-body.
   */
  type: "article-body";
  id?: Anchor;
  /**
   * The link back to the list of resources, shown above the article.
   */
  backLink: {
    /**
     * The link's words.
     */
    label: string;
    href: Link;
  };
  /**
   * How the author is introduced; {author} is replaced by the article's author.
   */
  byline?: string;
}

/**
 * An optional name for this section, so links can jump to it with "#name". Lowercase letters, digits and dashes.
 */

export interface CaseStudyDetailBlock {
  /**
   * Block type: case-study-detail.
   */
  type: "case-study-detail";
  id?: Anchor;
  /**
   * The headings of the page's parts.
   */
  headings: {
    /**
     * Over the overview paragraph.
     */
    overview: string;
    /**
     * Over the challenge.
     */
    challenge: string;
    /**
     * Over the solution steps.
     */
    solution: string;
    /**
     * Over the results.
     */
    results: string;
    /**
     * Over the extra pictures (shown only when the study has some).
     */
    gallery: string;
  };
  /**
   * The project-details box beside the story.
   */
  details: {
    /**
     * The box's heading.
     */
    title: string;
    /**
     * Label of the client's name.
     */
    client: string;
    /**
     * Label of the industry.
     */
    industry: string;
    /**
     * Label of the duration.
     */
    duration: string;
    /**
     * Label of the location.
     */
    location: string;
    /**
     * Label of the category (left out when not given).
     */
    category?: string;
  };
  /**
   * The box under the project details inviting the visitor to get in touch.
   */
  contact: {
    /**
     * The box's heading.
     */
    title: string;
    /**
     * A sentence under the heading.
     */
    text?: string;
    button: Button;
  };
  /**
   * The cards of the study's two related case studies (named in its relatedCaseStudies).
   */
  related: {
    /**
     * The section heading.
     */
    title: string;
    /**
     * The words of each card's link.
     */
    linkLabel: string;
    link?: Button1;
  };
}
/**
 * The button, e.g. Talk to us, to /contact.
 */

export interface Button {
  /**
   * The words on the button.
   */
  label: string;
  href: Link;
  /**
   * How prominent the button is: primary (filled accent colour) or secondary (outlined).
   */
  variant?: "primary" | "secondary";
}
/**
 * A button under the cards, e.g. to all case studies.
 */

export interface Button1 {
  /**
   * The words on the button.
   */
  label: string;
  href: Link;
  /**
   * How prominent the button is: primary (filled accent colour) or secondary (outlined).
   */
  variant?: "primary" | "secondary";
}

/**
 * An optional name for this section, so links can jump to it with "#name". Lowercase letters, digits and dashes.
 */

export type Tone = "light" | "muted" | "dark";

/**
 * Every case study as a card (picture, category, title, client, summary cut at 120 characters, link to its page) with category filter buttons above. The cards come from site/collections/case-studies.
 */

export interface CaseStudyGridBlock {
  /**
   * Block type: case-study-grid.
   */
  type: "case-study-grid";
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
   * The collection to list: case-studies.
   */
  collection: "case-studies";
  filter: CategoryFilter;
  /**
   * The words of each card's link to its case study.
   */
  linkLabel: string;
  /**
   * Announces how many cards show after a filter button is pressed (read out by screen readers, shown small). {count} is the number shown, {total} the number of case studies.
   */
  countLabel?: string;
  /**
   * Shown when no case study has the chosen category.
   */
  emptyText?: string;
}
/**
 * A row of filter buttons: one showing everything, then one per category declared in site.yaml (vocabularies.categories), in the order listed there, each reading as the category's label. A button shows the items whose category equals it exactly.
 */

export interface CategoryFilter {
  /**
   * The words before the buttons, also what a screen reader calls the group.
   */
  label: string;
  /**
   * The words on the first button, which shows every item (selected when the page opens).
   */
  allLabel: string;
}

/**
 * An optional name for this section, so links can jump to it with "#name". Lowercase letters, digits and dashes.
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
     * Which detail from company in site.yaml the card shows: address (the full office address: street, locality, region, postal code, country), city (the office address in short: locality and country), phone (a link that dials it), email (a link that writes to it) or hours (the office hours, one line per group of days).
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

export type TextList = string[];

/**
 * A form section: a heading, a form declared in site.yaml (forms.declarations, named by its id: the contact form, a call-back request…) and optional reassurances beside it. The form's fields, button, messages and the services it is sent to are in its declaration; this block places it and gives it its heading.
 */

export interface ContactFormBlock {
  /**
   * Block type: contact-form.
   */
  type: "contact-form";
  id?: Anchor;
  tone?: Tone;
  /**
   * A short label above the heading.
   */
  eyebrow?: string;
  /**
   * The section heading; also the form's name for screen readers.
   */
  title: string;
  /**
   * A sentence under the heading.
   */
  intro?: string;
  /**
   * The id of the form to show, declared in site.yaml under forms.declarations (its fields, button, messages and where it is sent).
   */
  form: string;
  points?: TextList;
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

export interface LogosBlock {
  /**
   * Block type: logos.
   */
  type: "logos";
  id?: Anchor;
  tone?: Tone;
  /**
   * A short label above the heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  title?: string;
  /**
   * true: the logos are shown in grey, in their colours when hovered or focused.
   */
  grey?: boolean;
  /**
   * The logos, in the order shown.
   *
   * @minItems 1
   */
  logos: {
    image: Image;
    href?: Link;
  }[];
}
/**
 * The logo; its alt is the organisation's name.
 */

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
   * The place named on the preview. Defaults to the full company.address in site.yaml.
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

export interface NewsletterBlock {
  /**
   * Block type: newsletter.
   */
  type: "newsletter";
  id?: Anchor;
  tone?: Tone;
  /**
   * A short label above the heading.
   */
  eyebrow?: string;
  /**
   * The heading; also the form's name for screen readers.
   */
  title: string;
  /**
   * A sentence under the heading: what subscribers get, and how often.
   */
  text?: string;
  /**
   * The id of the form to show, declared in site.yaml under forms.declarations (its fields, button, messages and where it is sent).
   */
  form: string;
  /**
   * Small print under the form (privacy, how to unsubscribe).
   */
  note?: string;
}

/**
 * An optional name for this section, so links can jump to it with "#name". Lowercase letters, digits and dashes.
 */

export interface PeopleBlock {
  /**
   * Block type: people.
   */
  type: "people";
  id?: Anchor;
  tone?: Tone;
  /**
   * A short label above the heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  title?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The people, in the order shown.
   *
   * @minItems 1
   */
  people: {
    /**
     * Their name as they write it.
     */
    name: string;
    /**
     * Their role or title.
     */
    role: string;
    photo?: Image;
    /**
     * Two or three sentences about them.
     */
    bio?: string;
    /**
     * Up to three links: an e-mail address, a profile page.
     *
     * @maxItems 3
     */
    links?: {
      /**
       * What the link says.
       */
      label: string;
      href: Link;
    }[];
  }[];
}
/**
 * A portrait, cropped to a square (set its focus on the face). Without one, their initials are shown.
 */

/**
 * An optional name for this section, so links can jump to it with "#name". Lowercase letters, digits and dashes.
 */

export interface PhotoGalleryBlock {
  /**
   * Block type: photo-gallery.
   */
  type: "photo-gallery";
  id?: Anchor;
  tone?: Tone;
  /**
   * A short label above the heading.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  title?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The photographs, in the order shown.
   *
   * @minItems 1
   */
  photos: {
    image: Image;
    /**
     * A line under the photograph.
     */
    caption?: string;
  }[];
  /**
   * What the larger view's controls say to screen readers and on hover.
   */
  labels: {
    /**
     * The button on each photograph; {alt} is replaced by the photograph's description.
     */
    open: string;
    /**
     * The button that closes the larger view.
     */
    close: string;
    /**
     * The button to the photograph before.
     */
    previous: string;
    /**
     * The button to the photograph after.
     */
    next: string;
  };
}
/**
 * The photograph (shown cropped to 4:3 in the grid, whole in the larger view).
 */

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

export interface ResourceLibraryBlock {
  /**
   * Block type: resource-library.
   */
  type: "resource-library";
  id?: Anchor;
  filter: CategoryFilter;
  /**
   * The article cards.
   */
  articles: {
    /**
     * The collection to list: articles.
     */
    collection: "articles";
    /**
     * The heading over the articles.
     */
    title: string;
    /**
     * A sentence under the heading.
     */
    intro?: string;
    /**
     * The words of each card's link to its article.
     */
    linkLabel: string;
    /**
     * How many matching articles show before Show More is pressed. The toggle appears only when more than this many match.
     */
    initialCount?: number;
    /**
     * The toggle's words while only the first articles show.
     */
    showMoreLabel: string;
    /**
     * The toggle's words while every matching article shows.
     */
    showLessLabel: string;
    /**
     * Shown when no article has the chosen topic.
     */
    emptyText?: string;
  };
  /**
   * The white paper list.
   */
  whitePapers: {
    /**
     * The collection to list: white-papers.
     */
    collection: "white-papers";
    /**
     * The heading over the white papers.
     */
    title: string;
    /**
     * A sentence under the heading.
     */
    intro?: string;
    /**
     * The words on each paper's download button.
     */
    downloadLabel: string;
    /**
     * The line of file facts under each paper: {pages} becomes its page count and {size} its size in megabytes, both read from the PDF at build time.
     */
    detailsLabel?: string;
    /**
     * The id of the download form shown under a paper when its button is pressed, declared in site.yaml under forms.declarations (its heading, fields, buttons and messages). A valid submit starts the download, whether or not the send succeeds; {title} in the form's words becomes the paper's title.
     */
    form: string;
    /**
     * Shown when no white paper has the chosen topic.
     */
    emptyText?: string;
  };
}
/**
 * The topic buttons; they filter the articles and the white papers alike.
 */

/**
 * An optional name for this section, so links can jump to it with "#name". Lowercase letters, digits and dashes.
 */

export interface SearchBlock {
  /**
   * Block type: search.
   */
  type: "search";
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
   * The search box's label, shown above it and read out by screen readers.
   */
  label: string;
  /**
   * A hint inside the empty box, e.g. words a visitor might look for.
   */
  placeholder?: string;
  /**
   * Shown above the results and read out by screen readers when they change. {count} is the number of pages found, {query} the words searched for.
   */
  countLabel: string;
  /**
   * countLabel for exactly one page found (defaults to countLabel). {query} is the words searched for.
   */
  countOneLabel?: string;
  /**
   * Shown when no page matches. {query} is the words searched for.
   */
  emptyText: string;
  /**
   * Shown while the search loads, the first time the visitor types.
   */
  loadingText?: string;
  /**
   * Shown when the search cannot load (the connection dropped, or the dev server, which has no index).
   */
  errorText: string;
  /**
   * How many pages to list at most, best matches first.
   */
  limit?: number;
}

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
  collection: "services";
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
 * The body of a service overview page, drawn from the service item the page shows (only in site/pages/services/[id].yaml, collection: services): a full-screen hero, the service group's tab bar, the overview with key features, key benefits, the numbered process and use cases. The headings are written here once for every service; "{title}" in them is replaced by the service's title. Follow it with service-cards (other services) and a cta (consultation and case studies).
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
   * The id of a menu group in site.yaml (navigation.links[].menu.groups[].id).
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
 * The category an item belongs to: the name of one of the categories listed in site.yaml under vocabularies.categories. The filters match it exactly; the badge shows its label.
 */

export type Category = string;
/**
 * true while this is not ready to publish: the dev server shows it with a "draft" banner, and the production build and npm run validate leave it out (no page, not in lists, menus, the site map or sitemap.xml). A link to it from a published page stops the build. Remove the line (or write false) to publish it.
 */

export type Draft = boolean;
/**
 * In a translated item (site/collections/<language>/<collection>/<id>.yaml): which version of the item it translates (the file of the same name in site/collections/<collection>/) it was made from, written by `npm run i18n -- --mark <file>`: a short hash of the list of fields, then of each field. When the item changes, validate says the translation is stale and which fields changed. Do not edit by hand.
 */

export type SourceVersion = string;
/**
 * When this goes live, as YYYY-MM-DDTHH:MM (or YYYY-MM-DD for midnight) in the site's time zone (timeZone in site.yaml). Until then the production build leaves it out (no page, not in lists, menus, the site map, sitemap.xml, feeds or search), npm run validate lists it as scheduled, and the dev server shows it with a banner saying when it goes live. Rebuild after that moment to publish it (the scheduled workflow does).
 */

export type PublishAt = string;
/**
 * When this stops being published, as YYYY-MM-DDTHH:MM (or YYYY-MM-DD for midnight) in the site's time zone (timeZone in site.yaml): from then on the production build leaves it out, as if it were a draft. Rebuild after that moment to take it down (the scheduled workflow does).
 */

export type UnpublishAt = string;
/**
 * Old addresses of this page, after it moved: each one sends visitors and search engines to the page's current address (a permanent redirect, 301). Written as a site path starting with /, such as /old-team.
 *
 * @minItems 1
 *
 * Items: An old address of this page: a path of this site, such as /old-team (lowercase words, dashes and /, no / at the end).
 */

export type Aliases = string[];

/**
 * One article (site/collections/articles/<id>.yaml; the file name is its id and its page is /resources/<id>). Its card on /resources and its own page read these fields.
 */

export interface ArticlesEntry {
  /**
   * The article's headline: the page heading and the card title.
   */
  title: string;
  /**
   * One or two sentences on the card; also the page's search summary, so at most 160 characters.
   */
  excerpt: string;
  /**
   * The publication date, as YYYY-MM-DD. Newest articles are listed first.
   */
  date: string;
  /**
   * Who wrote it.
   */
  author: string;
  category: Category;
  image: Image;
  /**
   * The article text, top to bottom: each entry is a paragraph (plain text) or a subheading ("- heading: …"). No HTML.
   *
   * @minItems 1
   */
  body: (
    | string
    | {
        /**
         * The subheading's words.
         */
        heading: string;
      }
  )[];
  draft?: Draft;
  acknowledge?: Acknowledge;
  sourceVersion?: SourceVersion;
  publishAt?: PublishAt;
  unpublishAt?: UnpublishAt;
  aliases?: Aliases;
}
/**
 * The article's picture: on its card and at the top of its page.
 */

/**
 * The category an item belongs to: the name of one of the categories listed in site.yaml under vocabularies.categories. The filters match it exactly; the badge shows its label.
 */

export interface CaseStudiesEntry {
  /**
   * The study's headline: the page heading and the card title.
   */
  title: string;
  /**
   * Who the work was for (a descriptive name is fine when the client is confidential).
   */
  client: string;
  category: Category;
  /**
   * The client's industry, shown in the project details.
   */
  industry: string;
  /**
   * How long the engagement took, as it should read.
   */
  duration: string;
  /**
   * Where the work was done.
   */
  location: string;
  /**
   * The summary on the study's card. Cards show its first 120 characters followed by "...".
   */
  description: string;
  /**
   * A paragraph introducing the client and the engagement, at the top of the detail page.
   */
  overview: string;
  /**
   * The problem the client faced, as a paragraph.
   */
  challenge: string;
  solution: TextList;
  results: TextList1;
  /**
   * Two to four headline figures shown under the page heading.
   *
   * @minItems 2
   * @maxItems 4
   */
  metrics: {
    /**
     * What the figure measures.
     */
    label: string;
    /**
     * The figure, as it should read (in quotes if it starts with a digit and has a sign).
     */
    value: string;
  }[];
  /**
   * A quote from the client.
   */
  testimonial: {
    /**
     * The words quoted, without quotation marks.
     */
    quote: string;
    /**
     * Who said it.
     */
    author: string;
    /**
     * Their role and organisation.
     */
    position: string;
  };
  image: Image;
  /**
   * Further pictures of the project, shown in a gallery on the detail page.
   *
   * @maxItems 4
   */
  additionalImages?: Image1[];
  /**
   * The ids (file names) of exactly two other case studies, shown as cards at the end of the page.
   *
   * @minItems 2
   * @maxItems 2
   *
   * Items: The id of another case study.
   */
  relatedCaseStudies: string[];
  draft?: Draft;
  acknowledge?: Acknowledge;
  sourceVersion?: SourceVersion;
  publishAt?: PublishAt;
  unpublishAt?: UnpublishAt;
  aliases?: Aliases;
}
/**
 * The study's picture: on its card and as the background of its page heading.
 */

/**
 * The icon on the service's cards.
 */

export type TextList2 = string[];
/**
 * The service's own page: the key features, as bullets beside the overview.
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
 * The service's own page: the key benefits, as cards.
 *
 * @minItems 1
 */

export type Benefits = {
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
 * The service's own page: how the service is delivered, as numbered steps.
 *
 * @minItems 1
 */

export type Process = {
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
 * The service's own page: situations the service is used for, as cards.
 *
 * @minItems 1
 */

export type UseCases = {
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
/**
 * true while this is not ready to publish: the dev server shows it with a "draft" banner, and the production build and npm run validate leave it out (no page, not in lists, menus, the site map or sitemap.xml). A link to it from a published page stops the build. Remove the line (or write false) to publish it.
 */

export interface ServicesEntry {
  /**
   * Where the service comes in lists of services: 1 first. Entries without one come last, by title.
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
   * The service's own page: the sentence under the heading in the hero.
   */
  subtitle?: string;
  backgroundImage?: Image1;
  overview?: TextList2;
  features?: TextList3;
  benefits?: Benefits;
  process?: Process;
  useCases?: UseCases;
  draft?: Draft;
  acknowledge?: Acknowledge;
  sourceVersion?: SourceVersion;
  publishAt?: PublishAt;
  unpublishAt?: UnpublishAt;
  aliases?: Aliases;
}
/**
 * A picture of the service, shown beside the overview.
 */

/**
 * The category an item belongs to: the name of one of the categories listed in site.yaml under vocabularies.categories. The filters match it exactly; the badge shows its label.
 */

export interface WhitePapersEntry {
  /**
   * The paper's title.
   */
  title: string;
  /**
   * What the paper covers, in one or two sentences.
   */
  description: string;
  category: Category;
  /**
   * The PDF visitors download: a file in site/assets/papers, written "/assets/papers/<name>.pdf". Leave out until the file exists.
   */
  file?: string;
  draft?: Draft;
  acknowledge?: Acknowledge;
  sourceVersion?: SourceVersion;
  publishAt?: PublishAt;
  unpublishAt?: UnpublishAt;
}
/**
 * Warnings the site has looked at and accepts here, each with the reason: validate, the build and the dev server then count them in one line ("3 acknowledged warnings") instead of printing them. Written on the place the warning is about (a menu group) or on the file (a page, an item).
 */

/**
 * true while this is not ready to publish: the dev server shows it with a "draft" banner, and the production build and npm run validate leave it out (no page, not in lists, menus, the site map or sitemap.xml). A link to it from a published page stops the build. Remove the line (or write false) to publish it.
 */

export interface PageFile {
  /**
   * The page title shown in the browser tab and search results. On a collection page, {title} and other {field} names are filled from the item.
   */
  title: string;
  /**
   * The summary search engines and link previews show: one or two sentences, at most 170 characters.
   */
  description: string;
  /**
   * A short name for this page in the site map and breadcrumbs. Defaults to the title up to its first "|".
   */
  navLabel?: string;
  /**
   * What the page is about, for search engines, when none of its blocks says: Service (one service the organisation provides; its name is the page's navLabel, its description the page's description).
   */
  describes?: "Service";
  /**
   * Only in a [id].yaml file: the collection whose items each get a page (a folder under site/collections).
   */
  collection?: string;
  image?: Image;
  /**
   * The page's sections, top to bottom. Each has a type (hero, cta, …) and that type's fields.
   *
   * @minItems 1
   */
  blocks: Block[];
  draft?: Draft;
  acknowledge?: Acknowledge;
  publishAt?: PublishAt;
  unpublishAt?: UnpublishAt;
  aliases?: Aliases;
  /**
   * On a page under site/pages/<code>/ (a translation): the address of the default-language page it translates, e.g. /about. Its own address may differ (/fr/a-propos).
   */
  translates?: string;
  /**
   * Which version of its source this translation was made from, written by `npm run i18n -- --mark <file>`: a short hash of each part of the source (title, description, each block). When the source changes, validate says the translation is stale and what changed. Do not edit by hand.
   */
  sourceVersion?: string;
}
/**
 * The picture shown when the page is shared. Defaults to the site's share image.
 */

import type { Entry, RouteSummary } from '../shared/types.ts'

/** Every collection, by name (a folder of site/collections). */
export interface CollectionEntries {
  "articles": ArticlesEntry
  "case-studies": CaseStudiesEntry
  "services": ServicesEntry
  "white-papers": WhitePapersEntry
}

export type CollectionName = keyof CollectionEntries

/** What the build adds to each block's props: its schema's `x-needs` (src/node/content/contracts.ts). */
export interface BlockNeeds {
  "article-body": { entry: Entry<"articles">; categories: NonNullable<NonNullable<SiteConfig>["vocabularies"]>["categories"] }
  "case-study-detail": { entry: Entry<"case-studies">; relatedStudies: Entry<"case-studies">[]; categories: NonNullable<NonNullable<SiteConfig>["vocabularies"]>["categories"] }
  "case-study-grid": { studies: Entry<"case-studies">[]; categories: NonNullable<NonNullable<SiteConfig>["vocabularies"]>["categories"] }
  "checklist-intro": { }
  "contact-details": { }
  "contact-form": { forms: Omit<NonNullable<NonNullable<SiteConfig>["forms"]>, "declarations">; declaration?: NonNullable<NonNullable<NonNullable<SiteConfig>["forms"]>["declarations"]>[number] }
  "cta": { }
  "faq": { }
  "feature-cards": { }
  "hero": { }
  "legal": { }
  "logos": { }
  "map": { }
  "metrics": { }
  "newsletter": { forms: Omit<NonNullable<NonNullable<SiteConfig>["forms"]>, "declarations">; declaration?: NonNullable<NonNullable<NonNullable<SiteConfig>["forms"]>["declarations"]>[number] }
  "people": { }
  "photo-gallery": { }
  "quote": { }
  "resource-library": { articleItems: Entry<"articles">[]; paperItems: Entry<"white-papers">[]; forms: Omit<NonNullable<NonNullable<SiteConfig>["forms"]>, "declarations">; paperForm?: NonNullable<NonNullable<NonNullable<SiteConfig>["forms"]>["declarations"]>[number]; categories: NonNullable<NonNullable<SiteConfig>["vocabularies"]>["categories"] }
  "search": { }
  "service-cards": { services: Entry<"services">[] }
  "service-detail": { entry: Entry<"services">; menuGroup?: NonNullable<NonNullable<NonNullable<NonNullable<NonNullable<NonNullable<SiteConfig>["navigation"]>["links"]>[number]>["menu"]>["groups"]>[number]; currentRoute: string }
  "services-grid": { }
  "sitemap": { routes: RouteSummary[]; currentRoute: string }
  "steps": { }
  "stories": { }
  "tab-bar": { menuGroup?: NonNullable<NonNullable<NonNullable<NonNullable<NonNullable<NonNullable<SiteConfig>["navigation"]>["links"]>[number]>["menu"]>["groups"]>[number]; currentRoute: string }
  "text": { }
}

/** Every block, tagged by `type`. */
export type Block = ArticleBodyBlock | CaseStudyDetailBlock | CaseStudyGridBlock | ChecklistIntroBlock | ContactDetailsBlock | ContactFormBlock | CtaBlock | FaqBlock | FeatureCardsBlock | HeroBlock | LegalBlock | LogosBlock | MapBlock | MetricsBlock | NewsletterBlock | PeopleBlock | PhotoGalleryBlock | QuoteBlock | ResourceLibraryBlock | SearchBlock | ServiceCardsBlock | ServiceDetailBlock | ServicesGridBlock | SitemapBlock | StepsBlock | StoriesBlock | TabBarBlock | TextBlock

export type BlockType = Block['type']

/** The block types, in the order of schema/blocks. */
export const blockTypes = ["article-body","case-study-detail","case-study-grid","checklist-intro","contact-details","contact-form","cta","faq","feature-cards","hero","legal","logos","map","metrics","newsletter","people","photo-gallery","quote","resource-library","search","service-cards","service-detail","services-grid","sitemap","steps","stories","tab-bar","text"] as const satisfies readonly BlockType[]
