import { accessoriesPath, accessoryModels, type AccessoryModel } from "~/models/model-range/catalogue";
import { PERSONALISED_FINANCE_PATH } from "~/models/finance/personalised";
import { pagePhone } from "~/models/phone-reveal/numbers";
import { isRevealGranted } from "~/models/phone-reveal/reveal-grant.server";
import { contentFor } from "~/tenants/content/content.server";
import type { TenantContent } from "~/tenants/content/schema";
import type { Tenant } from "~/tenants/schema";
import type { CappedPriceServicing } from "./service-advantage";
import {
  servicePage,
  serviceProgramAt,
  serviceProgramPage,
  type ServicePage,
  type ServicePageKind,
  type ServicePagePrograms,
} from "./service-pages";

export interface ServicePageData {
  page: ServicePage;
  /** The manufacturer's capped-price servicing (§9), on the pages that show it. */
  cappedPriceServicing: CappedPriceServicing | null;
  /** §2 "accessories list per model with View Accessories", on the parts page. */
  accessoryModels: (AccessoryModel & { href: string })[];
  financeHref: string;
  /** The page's number is masked until revealed (search-journey §4): its call to action is a Show number. */
  phoneMasked: boolean;
}

/**
 * What a service or parts page shows for the tenant. On a tenant that masks numbers the
 * page's number is sent masked until this visitor revealed it (`?reveal=site`, decision 039).
 */
export function servicePageData(kind: ServicePageKind, tenant: Tenant, url: Pick<URL, "search">): ServicePageData {
  return pageData(servicePage(kind, tenant, servicePagePrograms(contentFor(tenant.slug))), tenant, url);
}

/** The service pages' part of a tenant's content. */
export function servicePagePrograms(content: Pick<TenantContent, "servicePageTitles" | "cappedPriceServicing">): ServicePagePrograms {
  return { titles: content.servicePageTitles ?? {}, cappedPriceServicing: content.cappedPriceServicing !== undefined };
}

/** A franchise's manufacturer service program page at this address, or null when the tenant has none there. */
export function serviceProgramPageData(tenant: Tenant, url: Pick<URL, "pathname" | "search">): ServicePageData | null {
  const found = serviceProgramAt(tenant, url.pathname);
  return found ? pageData(serviceProgramPage(found.program, tenant), tenant, url) : null;
}

function pageData(page: ServicePage, tenant: Tenant, url: Pick<URL, "search">): ServicePageData {
  const { kind } = page;
  const revealed = isRevealGranted(tenant, url);
  const content = contentFor(tenant.slug);
  const range = content.models;
  return {
    page: { ...page, phone: pagePhone(tenant, page.phone, revealed) },
    cappedPriceServicing: page.cappedPriceServicing ? (content.cappedPriceServicing ?? null) : null,
    accessoryModels:
      kind === "vehicle-parts-and-accessories" && range
        ? accessoryModels(range).map((model) => ({ ...model, href: accessoriesPath(model, range.urlPattern) }))
        : [],
    // The red block's "Get Your Repayments" is the personalised pre-qualification (vehicle-page §2).
    financeHref: PERSONALISED_FINANCE_PATH,
    phoneMasked: tenant.features.phoneMasking && !revealed,
  };
}
