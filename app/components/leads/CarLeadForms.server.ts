// The server renders the vehicle page's lead forms at once (CarLeadFormsOnDemand.tsx); as a
// .server module this re-export is empty in the browser, so the forms' code is not in the
// page's first load there.
export { EnquiryForm, MakeAnOfferForm, TestDriveDialogForm, TestDriveForm } from "./CarLeadForms";
