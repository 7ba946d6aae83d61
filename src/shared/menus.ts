/**
 * How many items of each group a header link's menu shows when site.yaml leaves the numbers out (the schema's
 * defaults; spec section 2): the wide-screen mega menu, and the phone panel. Read by the menus and by the warning
 * that names the items they leave to a group's View all link.
 */
export const DEFAULT_ITEMS_PER_GROUP = 4
export const DEFAULT_ITEMS_PER_GROUP_MOBILE = 3
