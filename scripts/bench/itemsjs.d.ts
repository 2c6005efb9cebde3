// itemsjs ships no types; the bench uses only its documented factory and `search()`.
declare module "itemsjs" {
  export default function itemsjs(items: readonly object[], configuration: object): unknown;
}
