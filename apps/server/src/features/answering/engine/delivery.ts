import type { Fact } from './facts.js';
import { words } from './text.js';

/** A question about when it ships or arrives ("kaç günde", "ne zaman", "bugün versem"). */
const timePattern = /kac gun|ne zaman|kac is gun|sure|bugun|yarin|hafta/;
/** A question about which carrier brings it ("hangi kargo", "kargo firması"). */
const carrierPattern = /hangi kargo|kargo (?:firma|sirket)|hangi firma/;
const carrierWords = new Set('express aras mng surat ptt ups dhl yurtici hepsijet sendeo kolaygelsin'.split(' '));

const hasNumber = (fact: Fact) => /\d/.test(fact.value);

/**
 * Which delivery facts answer a shipping question, when the wording decides it; null keeps the usual
 * choice. The product's own dispatch days ("Kargoya teslim süresi: 2 iş günü") answer a time question
 * unless the store's sentence already promises a figure — a store sentence without one ("ürün
 * sayfasında belirtilen süre içinde") defers to it, so the figure goes first. A carrier question takes
 * the store sentence that names a carrier. Otherwise the store's promise wins over the marketplace
 * figure: quoting both could contradict.
 */
export function preferDelivery(question: string, chosen: Fact[], facts: readonly Fact[]): Fact[] | null {
  const folded = words(question).join(' ');
  const delivery = facts.filter((fact) => fact.source === 'delivery');
  const shipping = facts.filter((fact) => fact.source === 'shipping');
  if (carrierPattern.test(folded)) {
    const carrier = delivery.filter((fact) => words(fact.value).some((word) => carrierWords.has(word)));
    if (carrier.length > 0) return carrier;
  }
  const promised = chosen.filter((fact) => fact.source === 'delivery');
  if (timePattern.test(folded) && shipping.length > 0 && !promised.some(hasNumber)) {
    return [...shipping, ...chosen.filter((fact) => fact.source !== 'shipping')];
  }
  return promised.length > 0 ? chosen.filter((fact) => fact.source !== 'shipping') : null;
}
