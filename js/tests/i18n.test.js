// i18n.js: labels looked up by their English text, placeholders filled after the lookup, plural
// forms picked by the language's rules, English when the catalog has no entry; card names.
import { afterEach, describe, expect, it } from "vitest";
import { cardName } from "../src/cards.js";
import { catalogOf, currentLanguage, pluralIndex, t, tn, useCatalog } from "../src/i18n.js";
import { labelsFor } from "./catalogs.js";

afterEach(() => useCatalog(null));

const CARDS = ["{n} card", "{n} cards"];

describe("t", () => {
  it("is English without a catalog, with the placeholders filled", () => {
    expect(currentLanguage()).toBe("en");
    expect(t("New game")).toBe("New game");
    expect(t("move {position} of {length}", { position: 3, length: 9 })).toBe("move 3 of 9");
    expect(t("{who} and {unknown}", { who: "P1" })).toBe("P1 and {unknown}");
  });

  it("looks the English text up, then fills the translation's placeholders", () => {
    useCatalog({ lang: "ru", labels: { "move {position} of {length}": "ход {position} из {length}", "New game": "Новая игра" } });
    expect(currentLanguage()).toBe("ru");
    expect(t("New game")).toBe("Новая игра");
    expect(t("move {position} of {length}", { position: 3, length: 9 })).toBe("ход 3 из 9");
    expect(t("Not in the catalog")).toBe("Not in the catalog");
  });

  it("reads the catalog and the language from the model's traits", () => {
    const traits = { language: "es", labels: { Take: "Me llevo" } };
    useCatalog(catalogOf({ get: (name) => traits[name] }));
    expect([currentLanguage(), t("Take")]).toEqual(["es", "Me llevo"]);
    useCatalog(catalogOf({ get: () => undefined }));
    expect([currentLanguage(), t("Take")]).toEqual(["en", "Take"]);
  });
});

describe("tn", () => {
  it("English: one and many", () => {
    expect([0, 1, 2, 21].map((n) => tn(...CARDS, n))).toEqual(["0 cards", "1 card", "2 cards", "21 cards"]);
  });

  it("Russian: three forms by the last digits", () => {
    useCatalog({ lang: "ru", labels: { "{n} card\u0000{n} cards": "{n} карта\u0000{n} карты\u0000{n} карт" } });
    expect([1, 2, 4, 5, 11, 12, 21, 22, 25, 0].map((n) => tn(...CARDS, n))).toEqual([
      "1 карта", "2 карты", "4 карты", "5 карт", "11 карт", "12 карт", "21 карта", "22 карты", "25 карт", "0 карт",
    ]);
  });

  it("Spanish: one and the rest", () => {
    useCatalog({ lang: "es", labels: { "{n} card\u0000{n} cards": "{n} carta\u0000{n} cartas" } });
    expect([0, 1, 2, 1000000].map((n) => tn(...CARDS, n))).toEqual(["0 cartas", "1 carta", "2 cartas", "1000000 cartas"]);
  });

  it("falls back to English forms and rules when the entry is missing", () => {
    useCatalog({ lang: "ru", labels: {} });
    expect([1, 21, 3].map((n) => tn(...CARDS, n))).toEqual(["1 card", "21 cards", "3 cards"]);
  });

  it("fills other placeholders besides n", () => {
    useCatalog({ lang: "es", labels: { "{who} has {n} card\u0000{who} has {n} cards": "{who} tiene {n} carta\u0000{who} tiene {n} cartas" } });
    expect(tn("{who} has {n} card", "{who} has {n} cards", 3, { who: "P2" })).toBe("P2 tiene 3 cartas");
  });

  it("maps the CLDR categories onto gettext's form order", () => {
    expect([1, 3, 7].map((n) => pluralIndex("ru", n, 3))).toEqual([0, 1, 2]);
    expect(pluralIndex("ru", 1.5, 3)).toBe(2);
    expect([1, 2].map((n) => pluralIndex("es", n, 2))).toEqual([0, 1]);
    expect(pluralIndex("xx-not-a-language", 2, 2)).toBe(1);
  });
});

describe("card names from the real catalogs", () => {
  it("English", () => {
    expect([cardName("7S", "S"), cardName("QD", "S"), cardName("AH")]).toEqual(["7 of spades, trump", "queen of diamonds", "ace of hearts"]);
  });

  it("Russian", () => {
    useCatalog({ lang: "ru", labels: labelsFor("ru") });
    expect([cardName("7S", "S"), cardName("QS", "H"), cardName("AH"), cardName("10D"), cardName("JC")]).toEqual([
      "7 пик, козырь", "дама пик", "туз червей", "10 бубен", "валет треф",
    ]);
    expect(tn(...CARDS, 3)).toBe("3 карты");
  });

  it("Spanish", () => {
    useCatalog({ lang: "es", labels: labelsFor("es") });
    expect([cardName("7S", "S"), cardName("QD", "S"), cardName("KC"), cardName("AH")]).toEqual([
      "7 de picas, triunfo", "reina de diamantes", "rey de tréboles", "as de corazones",
    ]);
    expect(tn(...CARDS, 1)).toBe("1 carta");
  });
});

describe("the quiz's verdict word", () => {
  it("is said once, whatever the language of the explanation", async () => {
    const { withoutVerdict } = await import("../src/render/quiz.js");
    expect(withoutVerdict("Right. The engine says: 9♣ cannot beat 8♦.")).toBe("The engine says: 9♣ cannot beat 8♦.");
    expect(withoutVerdict("Not quite: the answer is “take”.")).toBe("the answer is “take”.");
    useCatalog({ lang: "ru", labels: { "Right.": "Верно.", "Not quite.": "Не совсем." } });
    expect(withoutVerdict("Верно. Движок говорит: 9♣ не бьёт 8♦.")).toBe("Движок говорит: 9♣ не бьёт 8♦.");
    expect(withoutVerdict("Не совсем: правильный ответ — «беру».")).toBe("правильный ответ — «беру».");
    expect(withoutVerdict("Движок говорит: верно.")).toBe("Движок говорит: верно.");
  });
});
