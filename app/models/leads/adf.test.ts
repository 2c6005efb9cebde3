import { describe, expect, it } from "vitest";
import { escapeXml, leadAdf, type AdfLead } from "./adf";
import { checkAdf10 } from "./testing/adf";
import { parseXml, xmlAll, xmlText } from "./testing/xml";

function adfLead(overrides: Partial<AdfLead> = {}): AdfLead {
  return {
    leadId: 12,
    requestDate: new Date("2025-06-20T02:00:00Z"),
    vehicles: [
      {
        interest: "buy",
        status: "used",
        year: 2021,
        make: "Toyota",
        model: "Corolla",
        vin: "JTDBR32E720123456",
        stock: "U5001",
        trim: "Ascent Sport",
        odometerKm: 42_150,
        colour: "White",
        askingPrice: 27_990,
      },
    ],
    customer: {
      firstName: "Jane",
      lastName: "Citizen",
      email: "jane@example.com",
      phone: "0412345678",
      comments: "Is it still available?",
    },
    vendor: {
      name: "Wattle Ridge Toyota",
      contactName: "Wattle Ridge Toyota Sales",
      phone: "07 3555 0100",
      email: "sales@wattleridgetoyota.com.au",
      address: { street: "1 Test Street", city: "Ipswich", state: "QLD", postcode: "4305" },
    },
    provider: { name: "Dealer Platform", service: "Wattle Ridge Toyota website", url: "https://www.wattleridgetoyota.com.au" },
    ...overrides,
  };
}

describe("leadAdf (ADF/XML 1.0)", () => {
  it("is a well-formed ADF 1.0 document with one prospect", () => {
    const document = parseXml(leadAdf(adfLead()));
    expect(document.processingInstructions).toEqual([
      { target: "xml", data: 'version="1.0" encoding="UTF-8"' },
      { target: "adf", data: 'version="1.0"' },
    ]);
    expect(document.root.name).toBe("adf");
    expect(xmlAll(document.root, "prospect")).toHaveLength(1);
    expect(xmlAll(document.root, "prospect")[0]!.attributes).toEqual({ status: "new" });
  });

  it("carries the lead id, request date and the vehicle of interest", () => {
    const { root } = parseXml(leadAdf(adfLead()));
    const [id] = xmlAll(root, "prospect/id");
    expect(id!.text).toBe("12");
    expect(id!.attributes).toEqual({ sequence: "1", source: "Dealer Platform" });
    expect(xmlText(root, "prospect/requestdate")).toBe("2025-06-20T02:00:00.000Z");
    const [vehicle] = xmlAll(root, "prospect/vehicle");
    expect(vehicle!.attributes).toEqual({ interest: "buy", status: "used" });
    expect(xmlText(vehicle!, "year")).toBe("2021");
    expect(xmlText(vehicle!, "make")).toBe("Toyota");
    expect(xmlText(vehicle!, "model")).toBe("Corolla");
    expect(xmlText(vehicle!, "vin")).toBe("JTDBR32E720123456");
    expect(xmlText(vehicle!, "stock")).toBe("U5001");
    expect(xmlText(vehicle!, "trim")).toBe("Ascent Sport");
    expect(xmlAll(vehicle!, "odometer")[0]).toMatchObject({ text: "42150", attributes: { status: "unknown", units: "km" } });
    expect(xmlText(vehicle!, "colorcombination/exteriorcolor")).toBe("White");
    expect(xmlAll(vehicle!, "price")[0]).toMatchObject({ text: "27990", attributes: { type: "asking", currency: "AUD" } });
  });

  it("keeps the DTD's element order inside the vehicle", () => {
    const { root } = parseXml(leadAdf(adfLead()));
    const names = xmlAll(root, "prospect/vehicle")[0]!.children.map((child) => child.name);
    expect(names).toEqual(["year", "make", "model", "vin", "stock", "trim", "odometer", "colorcombination", "price"]);
  });

  it("puts the shopper's offer as the offer price, the advertised price in the price comments", () => {
    const lead = adfLead();
    lead.vehicles[0]!.offerPrice = 25_000;
    const vehicle = xmlAll(parseXml(leadAdf(lead)).root, "prospect/vehicle")[0]!;
    expect(xmlAll(vehicle, "price")).toHaveLength(1);
    expect(xmlAll(vehicle, "price")[0]).toMatchObject({ text: "25000", attributes: { type: "offer", currency: "AUD" } });
    expect(xmlText(vehicle, "pricecomments")).toBe("Advertised at 27990 AUD");
  });

  it("names the customer in parts, with email and phone, and no address without a street", () => {
    const { root } = parseXml(leadAdf(adfLead()));
    const contact = xmlAll(root, "prospect/customer/contact")[0]!;
    expect(xmlAll(contact, "name").map((name) => [name.attributes.part, name.text])).toEqual([
      ["first", "Jane"],
      ["last", "Citizen"],
    ]);
    expect(xmlText(contact, "email")).toBe("jane@example.com");
    expect(xmlText(contact, "phone")).toBe("0412345678");
    expect(xmlAll(contact, "address")).toEqual([]);
    expect(xmlText(root, "prospect/customer/comments")).toBe("Is it still available?");
  });

  it("gives the customer's address with its kind, and names a shopper who gave only an email by it", () => {
    const customer = {
      firstName: null,
      email: "jane@example.com",
      address: { street: "12 Brisbane Street", type: "delivery" as const, postcode: "4305" },
    };
    const contact = xmlAll(parseXml(leadAdf(adfLead({ customer }))).root, "prospect/customer/contact")[0]!;
    expect(xmlAll(contact, "name").map((name) => [name.attributes.part, name.text])).toEqual([["full", "jane@example.com"]]);
    expect(xmlAll(contact, "address")[0]!.attributes).toEqual({ type: "delivery" });
    expect(xmlText(contact, "address/street")).toBe("12 Brisbane Street");
    expect(xmlText(contact, "address/postalcode")).toBe("4305");
  });

  it("names the dealer as vendor and the platform as provider", () => {
    const { root } = parseXml(leadAdf(adfLead()));
    expect(xmlText(root, "prospect/vendor/vendorname")).toBe("Wattle Ridge Toyota");
    expect(xmlText(root, "prospect/vendor/contact/name")).toBe("Wattle Ridge Toyota Sales");
    expect(xmlText(root, "prospect/vendor/contact/phone")).toBe("07 3555 0100");
    expect(xmlText(root, "prospect/vendor/contact/address/regioncode")).toBe("QLD");
    expect(xmlText(root, "prospect/provider/name")).toBe("Dealer Platform");
    expect(xmlText(root, "prospect/provider/service")).toBe("Wattle Ridge Toyota website");
    expect(xmlText(root, "prospect/provider/url")).toBe("https://www.wattleridgetoyota.com.au");
  });

  it("escapes what a shopper types, so the document stays well formed and says what they wrote", () => {
    const comments = `Tom & Jerry's <b>"best"</b> offer ]]> \u0007bell`;
    const { root } = parseXml(
      leadAdf(adfLead({ customer: { firstName: "O'Brien & <Sons>", comments, email: "a@b.co" } })),
    );
    expect(xmlText(root, "prospect/customer/contact/name")).toBe("O'Brien & <Sons>");
    expect(xmlText(root, "prospect/customer/comments")).toBe(`Tom & Jerry's <b>"best"</b> offer ]]> bell`);
  });

  it("keeps characters beyond ASCII, emoji included, written as character references", () => {
    const xml = leadAdf(adfLead({ customer: { firstName: "Zoë 🚗", email: "z@example.com" } }));
    expect(xml).toMatch(/^[\x00-\x7f]*$/);
    expect(xml).toContain("Zo&#xEB; &#x1F697;");
    expect(xmlText(parseXml(xml).root, "prospect/customer/contact/name")).toBe("Zoë 🚗");
  });

  it("is ADF 1.0 by the DTD's checks", () => {
    expect(checkAdf10(leadAdf(adfLead())).name).toBe("adf");
  });

  it("writes a traded car's estimate as an appraisal price, the range and the answer beside it", () => {
    const vehicles: AdfLead["vehicles"] = [
      {
        interest: "trade-in",
        status: "used",
        year: 2019,
        make: "Toyota",
        model: "Corolla",
        odometerKm: 85_000,
        appraisal: { price: 18_400, comments: "Online estimate $18,400 to $20,300: accepted by the shopper" },
      },
    ];
    const root = checkAdf10(leadAdf(adfLead({ vehicles })));
    const [vehicle] = xmlAll(root, "prospect/vehicle");
    expect(vehicle!.attributes).toEqual({ interest: "trade-in", status: "used" });
    expect(xmlAll(vehicle!, "price")).toMatchObject([{ text: "18400", attributes: { type: "appraisal", currency: "AUD" } }]);
    expect(xmlText(vehicle!, "pricecomments")).toBe("Online estimate $18,400 to $20,300: accepted by the shopper");
  });

  it("writes a finance budget as the vehicle's finance amount, a maximum total", () => {
    const [car] = adfLead().vehicles;
    const root = checkAdf10(leadAdf(adfLead({ vehicles: [{ ...car, financeBudget: 30_000 }] })));
    const [finance] = xmlAll(root, "prospect/vehicle/finance");
    expect(xmlText(finance!, "method")).toBe("finance");
    expect(xmlAll(finance!, "amount")).toMatchObject([
      { text: "30000", attributes: { type: "total", limit: "maximum", currency: "AUD" } },
    ]);
  });

  it("writes a preferred date and time as the customer's timeframe", () => {
    const timeframe = { description: "Preferred test drive, 1 July 2025, 10:30 am", earliestDate: "2025-07-01T10:30:00+10:00" };
    const root = checkAdf10(leadAdf(adfLead({ customer: { ...adfLead().customer, timeframe } })));
    expect(xmlText(root, "prospect/customer/timeframe/description")).toBe(timeframe.description);
    expect(xmlText(root, "prospect/customer/timeframe/earliestdate")).toBe("2025-07-01T10:30:00+10:00");
    expect(xmlAll(root, "prospect/customer/timeframe/latestdate")).toEqual([]);
  });

  it("is refused by the ADF check when a vehicle is empty", () => {
    const vehicles: AdfLead["vehicles"] = [{ interest: "buy", status: "new", year: null, make: "", model: "" }];
    expect(() => checkAdf10(leadAdf(adfLead({ vehicles })))).toThrow(/empty vehicle/);
  });
});

describe("escapeXml", () => {
  it("escapes the five XML specials and drops characters XML cannot carry", () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;");
    expect(escapeXml("tab\tnew\nline\u0000\u001f\ud800end")).toBe("tab\tnew\nlineend");
  });
});

describe("the test XML reader", () => {
  it.each([
    ["an unclosed element", "<a><b></a>"],
    ["a bare ampersand", "<a>Tom & Jerry</a>"],
    ["an unknown entity", "<a>&nbsp;</a>"],
    ["a bare less-than in an attribute", '<a x="<"/>'],
    ["a duplicate attribute", '<a x="1" x="2"/>'],
    ["two roots", "<a/><b/>"],
    ["a control character", "<a>\u0007</a>"],
  ])("refuses %s", (_problem, source) => {
    expect(() => parseXml(source)).toThrow(/Malformed XML/);
  });
});
