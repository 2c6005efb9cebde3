/**
 * Algolia's `filters` grammar: facet (`make:Toyota`, `"body type":"Cab Chassis"`), boolean,
 * numeric comparisons (`price >= 1000`), ranges (`price:1000 TO 2000`), tags (`_tags:x` or a
 * bare word), combined with AND, OR, NOT and parentheses. Errors carry Algolia's wording and
 * the 1-based column where parsing stopped, and become HTTP 400 answers, never a crash.
 */

export type NumericOperator = "=" | "!=" | "<" | "<=" | ">" | ">=";

export type FilterNode =
  | { type: "and"; items: FilterNode[] }
  | { type: "or"; items: FilterNode[] }
  | { type: "not"; item: FilterNode }
  | { type: "facet"; attribute: string; value: string }
  | { type: "numeric"; attribute: string; operator: NumericOperator; value: number }
  | { type: "range"; attribute: string; lower: number; upper: number }
  | { type: "tag"; value: string }
  /** Matches every record: what an empty filter list means. */
  | { type: "all" };

export class FilterSyntaxError extends Error {
  constructor(
    readonly parameter: string,
    readonly detail: string,
    /** Where parsing stopped; null for a rule about the whole filter, which Algolia states without one. */
    readonly column: number | null,
  ) {
    super(column === null ? `${parameter}: ${detail}` : `${parameter}: ${detail} at col ${column}`);
    this.name = "FilterSyntaxError";
  }
}

type Token =
  | { kind: "lparen" | "rparen" | "colon"; text: string; at: number }
  | { kind: "op"; text: NumericOperator; at: number }
  | { kind: "word"; text: string; at: number }
  | { kind: "string"; text: string; at: number }
  | { kind: "end"; text: ""; at: number };

const KEYWORDS = new Set(["AND", "OR", "NOT", "TO"]);
const BARE_STOP = /[\s():<>=!"']/;

function tokenize(source: string, parameter: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const at = i + 1;
    if (ch === "(") tokens.push({ kind: "lparen", text: ch, at }), i++;
    else if (ch === ")") tokens.push({ kind: "rparen", text: ch, at }), i++;
    else if (ch === ":") tokens.push({ kind: "colon", text: ch, at }), i++;
    else if (ch === "<" || ch === ">" || ch === "=" || ch === "!") {
      const two = source.slice(i, i + 2);
      if (two === "<=" || two === ">=" || two === "!=") {
        tokens.push({ kind: "op", text: two, at });
        i += 2;
      } else if (ch === "!") {
        throw new FilterSyntaxError(parameter, "Unexpected token '!' expected '!='", at);
      } else {
        tokens.push({ kind: "op", text: ch as NumericOperator, at });
        i++;
      }
    } else if (ch === '"' || ch === "'") {
      let text = "";
      let j = i + 1;
      for (;;) {
        if (j >= source.length) {
          throw new FilterSyntaxError(parameter, `Unterminated string starting with ${ch}`, at);
        }
        const c = source[j]!;
        if (c === "\\" && j + 1 < source.length) {
          text += source[j + 1];
          j += 2;
        } else if (c === ch) {
          j++;
          break;
        } else {
          text += c;
          j++;
        }
      }
      tokens.push({ kind: "string", text, at });
      i = j;
    } else {
      let text = "";
      let j = i;
      while (j < source.length && !BARE_STOP.test(source[j]!)) {
        if (source[j] === "\\" && j + 1 < source.length) {
          text += source[j + 1];
          j += 2;
        } else {
          text += source[j];
          j++;
        }
      }
      tokens.push({ kind: "word", text, at });
      i = j;
    }
  }
  tokens.push({ kind: "end", text: "", at: source.length + 1 });
  return tokens;
}

function describe(token: Token): string {
  switch (token.kind) {
    case "end":
      return "end of filter";
    case "string":
      return `string("${token.text}")`;
    case "word":
      return KEYWORDS.has(token.text) ? token.text : `string(${token.text})`;
    default:
      return `'${token.text}'`;
  }
}

function toNumber(token: Token): number | undefined {
  if (token.kind !== "word" && token.kind !== "string") return undefined;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(token.text)) return undefined;
  return Number(token.text);
}

class Parser {
  private position = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly parameter: string,
  ) {}

  private peek(): Token {
    return this.tokens[this.position]!;
  }
  private next(): Token {
    return this.tokens[this.position++]!;
  }
  private isKeyword(word: string): boolean {
    const token = this.peek();
    return token.kind === "word" && token.text === word;
  }
  private fail(expected: string, token = this.peek()): never {
    throw new FilterSyntaxError(
      this.parameter,
      `Unexpected token ${describe(token)} expected ${expected}`,
      token.at,
    );
  }

  /**
   * Algolia's filters are a conjunction of disjunctions: AND of parts, each a condition, a
   * negated condition or an OR of conditions of one type. OR binds tighter than AND
   * (`a AND b OR c` is `a AND (b OR c)`), an AND inside an OR and NOT before a parenthesis
   * are refused in its words, so a filter the engine takes is one hosted Algolia takes.
   */
  parse(): FilterNode {
    if (this.peek().kind === "end") return { type: "all" };
    const node = this.parseAnd();
    if (this.peek().kind !== "end") this.fail("AND, OR or end of filter");
    return node;
  }

  private parseAnd(): FilterNode {
    const items = [this.parseOr()];
    while (this.isKeyword("AND")) {
      this.next();
      items.push(this.parseOr());
    }
    return items.length === 1 ? items[0]! : { type: "and", items };
  }

  private parseOr(): FilterNode {
    const items = [this.parseUnary()];
    while (this.isKeyword("OR")) {
      this.next();
      items.push(this.parseUnary());
    }
    if (items.length === 1) return items[0]!;
    const conditions = items.flatMap((item) => (item.type === "or" ? item.items : [item]));
    if (conditions.some((item) => item.type === "and")) {
      throw new FilterSyntaxError(this.parameter, "filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed", null);
    }
    const kinds = conditions.map(conditionKind);
    const mixed = kinds.findIndex((kind) => kind !== kinds[0]);
    if (mixed >= 0) {
      throw new FilterSyntaxError(
        this.parameter,
        `Different types are not allowed in the same OR.\nExpected ${KIND_FORMS[kinds[0]!]}`,
        null,
      );
    }
    return { type: "or", items: conditions };
  }

  private parseUnary(): FilterNode {
    if (this.isKeyword("NOT")) {
      this.next();
      if (this.peek().kind === "lparen") this.fail("filter");
      return { type: "not", item: this.parseCondition() };
    }
    const token = this.peek();
    if (token.kind === "lparen") {
      this.next();
      const inner = this.parseAnd();
      if (this.peek().kind !== "rparen") this.fail("')'");
      this.next();
      return inner;
    }
    return this.parseCondition();
  }

  private parseCondition(): FilterNode {
    const head = this.next();
    if (head.kind !== "word" && head.kind !== "string") this.fail("filter", head);
    if (head.kind === "word" && KEYWORDS.has(head.text)) this.fail("filter", head);
    const after = this.peek();
    if (after.kind === "colon") {
      this.next();
      const valueToken = this.next();
      if (valueToken.kind !== "word" && valueToken.kind !== "string") {
        this.fail("value", valueToken);
      }
      if (this.isKeyword("TO")) {
        const lower = toNumber(valueToken);
        if (lower === undefined) this.fail("numeric lower bound", valueToken);
        this.next();
        const upperToken = this.next();
        const upper = toNumber(upperToken);
        if (upper === undefined) this.fail("numeric upper bound", upperToken);
        return { type: "range", attribute: head.text, lower, upper };
      }
      if (head.text === "_tags") return { type: "tag", value: valueToken.text };
      return { type: "facet", attribute: head.text, value: valueToken.text };
    }
    if (after.kind === "op") {
      this.next();
      const valueToken = this.next();
      const value = toNumber(valueToken);
      if (value === undefined) this.fail("numeric value", valueToken);
      return { type: "numeric", attribute: head.text, operator: after.text, value };
    }
    return { type: "tag", value: head.text };
  }
}

type ConditionKind = "tag" | "facet" | "numeric";

function conditionKind(node: FilterNode): ConditionKind {
  const condition = node.type === "not" ? node.item : node;
  if (condition.type === "tag") return "tag";
  return condition.type === "numeric" || condition.type === "range" ? "numeric" : "facet";
}

/** Algolia's description of each kind of condition, in its message for an OR of mixed kinds. */
const KIND_FORMS: Record<ConditionKind, string> = {
  tag: "a tag filter which needs to have this form:\n - _tags:tag_value\n - tag_value",
  facet: "a facet filter which needs to have this form:\n - facet_name:facet_value",
  numeric:
    "a numeric filter which needs to have one of the following form:\n - numeric_attr_name=10\n - numeric_attr_name>10\n - numeric_attr_name>=10\n - numeric_attr_name<10\n - numeric_attr_name<=10\n - numeric_attr_name!=10\n - numeric_attr_name:10 TO 20",
};

export function parseFilters(source: string, parameter = "filters"): FilterNode {
  return new Parser(tokenize(source, parameter), parameter).parse();
}

/** The conditions of a top-level AND, nested ANDs flattened (AND is associative); any other node is one part. */
export function andParts(node: FilterNode): FilterNode[] {
  if (node.type === "and") return node.items.flatMap(andParts);
  return node.type === "all" ? [] : [node];
}

/**
 * A node's canonical text: the same condition written in `filters`, `facetFilters` or
 * `numericFilters`, quoted or not, keys the same cache entry. Numbers go through String() so
 * Infinity and -Infinity stay apart (JSON would write both as null).
 */
export function filterKey(node: FilterNode): string {
  switch (node.type) {
    case "and":
    case "or":
      return `${node.type}(${node.items.map(filterKey).join(",")})`;
    case "not":
      return `not(${filterKey(node.item)})`;
    case "facet":
      return `facet(${JSON.stringify(node.attribute)},${JSON.stringify(node.value)})`;
    case "numeric":
      return `numeric(${JSON.stringify(node.attribute)},${node.operator},${String(node.value)})`;
    case "range":
      return `range(${JSON.stringify(node.attribute)},${String(node.lower)},${String(node.upper)})`;
    case "tag":
      return `tag(${JSON.stringify(node.value)})`;
    case "all":
      return "all";
  }
}

const NUMERIC_FILTER = /^\s*([^\s<>=!:]+)\s*(<=|>=|!=|<|>|=|:)\s*(.+?)\s*$/;

/** One `numericFilters` entry: `price>=1000`, `year=2020` or `price:1000 TO 2000`. */
function parseNumericFilter(entry: string): FilterNode {
  const match = NUMERIC_FILTER.exec(entry);
  if (!match) {
    throw new FilterSyntaxError("numericFilters", `Invalid syntax for numeric condition: ${entry}`, 1);
  }
  const [, attribute, operator, rest] = match as unknown as [string, string, string, string];
  if (operator === ":") {
    const range = /^(\S+)\s+TO\s+(\S+)$/.exec(rest);
    const lower = Number(range?.[1]);
    const upper = Number(range?.[2]);
    if (!range || Number.isNaN(lower) || Number.isNaN(upper)) {
      throw new FilterSyntaxError("numericFilters", `Invalid range for numeric condition: ${entry}`, 1);
    }
    return { type: "range", attribute, lower, upper };
  }
  const value = Number(rest);
  if (rest === "" || Number.isNaN(value)) {
    throw new FilterSyntaxError("numericFilters", `Invalid value for numeric condition: ${entry}`, 1);
  }
  return { type: "numeric", attribute, operator: operator as NumericOperator, value };
}

/** One `facetFilters` entry: `make:Toyota`, `make:-Toyota` (negated), `make:\-Toyota` (literal). */
function parseFacetFilter(entry: string): FilterNode {
  const colon = entry.indexOf(":");
  if (colon <= 0) {
    throw new FilterSyntaxError("facetFilters", `Invalid facet filter: ${entry} (expected attribute:value)`, 1);
  }
  const attribute = entry.slice(0, colon).replace(/^"(.*)"$/, "$1");
  let value = entry.slice(colon + 1);
  let negated = false;
  if (value.startsWith("-")) {
    negated = true;
    value = value.slice(1);
  } else if (value.startsWith("\\-")) {
    value = value.slice(1);
  }
  value = value.replace(/^"(.*)"$/, "$1");
  const node: FilterNode =
    attribute === "_tags" ? { type: "tag", value } : { type: "facet", attribute, value };
  return negated ? { type: "not", item: node } : node;
}

export type FilterList = string | readonly (string | readonly string[])[];

/** facetFilters / numericFilters / tagFilters: an AND of entries, nested arrays are ORs. */
export function parseFilterList(
  list: FilterList | undefined,
  kind: "facetFilters" | "numericFilters" | "tagFilters",
): FilterNode {
  if (list === undefined || list === null) return { type: "all" };
  const entries = typeof list === "string" ? parseStringList(list, kind) : list;
  const one = (entry: string): FilterNode => {
    if (typeof entry !== "string") {
      throw new FilterSyntaxError(kind, `Expected a string, got ${JSON.stringify(entry)}`, 1);
    }
    if (kind === "numericFilters") return parseNumericFilter(entry);
    if (kind === "tagFilters") return { type: "tag", value: entry };
    return parseFacetFilter(entry);
  };
  const items = entries.map((entry): FilterNode => {
    if (Array.isArray(entry)) {
      const options = entry.map(one);
      return options.length === 1 ? options[0]! : { type: "or", items: options };
    }
    return one(entry as string);
  });
  if (items.length === 0) return { type: "all" };
  return items.length === 1 ? items[0]! : { type: "and", items };
}

/** One optional filter: a facet condition (negated with `-`) and the score it adds, `<score=N>` (1 by default). */
export interface ScoredFilter {
  node: FilterNode;
  score: number;
}

/**
 * `optionalFilters`: facetFilters' syntax, each entry boosting the records it matches by its
 * score. The outer list's scores add up; a nested list is an OR whose best score counts (all
 * of its matched scores with sumOrFiltersScores).
 */
export function parseOptionalFilters(list: FilterList): ScoredFilter[][] {
  const entries = typeof list === "string" ? parseStringList(list, "optionalFilters") : list;
  const one = (entry: unknown): ScoredFilter => {
    if (typeof entry !== "string") {
      throw new FilterSyntaxError("optionalFilters", `Expected a string, got ${JSON.stringify(entry)}`, 1);
    }
    const scored = /^(.*?)\s*<score=(\d+)>\s*$/.exec(entry);
    const text = scored ? scored[1]! : entry;
    if (text.indexOf(":") <= 0) {
      throw new FilterSyntaxError("optionalFilters", `Invalid optional filter: ${entry} (expected attribute:value)`, 1);
    }
    return { node: parseFacetFilter(text.trim()), score: scored ? Number(scored[2]) : 1 };
  };
  return entries.map((entry) => (Array.isArray(entry) ? entry.map(one) : [one(entry)]));
}

/** A list passed as a string: JSON (`["a:b"]`) or comma-separated (`a:b,c:d`). */
function parseStringList(value: string, kind: string): (string | string[])[] {
  const trimmed = value.trim();
  if (trimmed.startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed)) return parsed as (string | string[])[];
    } catch {
      throw new FilterSyntaxError(kind, "Invalid JSON array", 1);
    }
  }
  return trimmed === "" ? [] : trimmed.split(",");
}

/** Quotes a value for a filters string so no input can change the filter's structure. */
export function quoteFilterValue(value: string): string {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}
