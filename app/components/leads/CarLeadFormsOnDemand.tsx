import { onDemand } from "~/components/on-demand";
import type * as CarLeadForms from "./CarLeadForms";
import * as renderedOnServer from "./CarLeadForms.server";

/*
 * The vehicle page's lead forms in a chunk of their own (decision 030): the forms
 * with their zod schemas and conform were a fifth of the page's JavaScript, and the page needs
 * them only once a shopper fills one in. The server renders each in full (onDemand).
 */

// Undefined in the browser, where the .server module is empty.
const serverForms: Partial<typeof CarLeadForms> = renderedOnServer;
const forms = () => import("./CarLeadForms");

export const EnquiryForm = onDemand(serverForms.EnquiryForm, () => forms().then((loaded) => loaded.EnquiryForm));
export const MakeAnOfferForm = onDemand(serverForms.MakeAnOfferForm, () => forms().then((loaded) => loaded.MakeAnOfferForm));
export const TestDriveDialogForm = onDemand(serverForms.TestDriveDialogForm, () =>
  forms().then((loaded) => loaded.TestDriveDialogForm),
);
