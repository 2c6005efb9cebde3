import { createElement, lazy, Suspense, type ComponentType } from "react";
import type * as CarLeadForms from "./CarLeadForms";
import * as renderedOnServer from "./CarLeadForms.server";

/*
 * The vehicle page's lead forms in a chunk of their own (issue 16): the forms with their zod
 * schemas and conform were a fifth of the page's JavaScript, and the page needs them only
 * once a shopper fills one in.
 *
 * The server renders each form in full, so the page works without JavaScript. In the browser
 * the rest of the page hydrates without them; each form's Suspense boundary stays the
 * server's HTML (a plain form posting to its own page) until the chunk, asked for as hydration
 * reaches it, has loaded, and then hydrates with the same validation and messages as before.
 */

// Undefined in the browser, where the .server module is empty.
const serverForms: Partial<typeof CarLeadForms> = renderedOnServer;

function onDemand<Props extends object>(
  rendered: ComponentType<Props> | undefined,
  pick: (forms: typeof CarLeadForms) => ComponentType<Props>,
) {
  const Loaded = lazy(() => import("./CarLeadForms").then((forms) => ({ default: pick(forms) })));
  const Form = (rendered ?? Loaded) as ComponentType<Props>;
  return function FormOnDemand(props: Props) {
    return <Suspense fallback={null}>{createElement(Form, props)}</Suspense>;
  };
}

export const EnquiryForm = onDemand(serverForms.EnquiryForm, (forms) => forms.EnquiryForm);
export const MakeAnOfferForm = onDemand(serverForms.MakeAnOfferForm, (forms) => forms.MakeAnOfferForm);
export const TestDriveForm = onDemand(serverForms.TestDriveForm, (forms) => forms.TestDriveForm);
