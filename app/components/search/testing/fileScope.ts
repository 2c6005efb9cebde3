import { setFileScope } from "@vanilla-extract/css/fileScope";

/**
 * vitest has no vanilla-extract plugin: a file scope lets the components' .css.ts modules
 * run (they then return class names, which is all a render test needs). Import it first.
 */
setFileScope("app/components/search/testing", "dealer-platform");
