import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { MarkdownPage } from "~/components/content/MarkdownPage";
import { loadMarkdownPage } from "~/pages/content/content-page.server";
import { markdownPageMeta } from "~/models/content/markdown-page-meta";
import { requestTenant } from "~/pages/request-tenant.server";

/**
 * /privacy-policy (vehicle-page §2 Routes, legal): the tenant's Markdown, else the shared text,
 * which states §9 "Privacy complaints answered within 30 days".
 */
export const meta: MetaFunction<typeof loader> = ({ data }) => markdownPageMeta(data);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadMarkdownPage(request, requestTenant(request, context), "/privacy-policy", "privacy-policy");
}

export default function PrivacyPolicyPage() {
  const { page } = useLoaderData<typeof loader>();
  return <MarkdownPage page={page} />;
}
