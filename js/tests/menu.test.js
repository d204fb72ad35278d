// The new-game menu's languages, partnerships and series, and the table in another language:
// the controls it renders, the intents they send, labels re-read when the traits change.
import { afterEach, describe, expect, it } from "vitest";
import { card, fixture, key, mount, tick } from "./helpers.js";
import { labelsFor } from "./catalogs.js";

afterEach(() => {
  document.body.innerHTML = "";
});

const MENU = {
  partnerships: [4, 6],
  series_first_attacker: [["as_first_game", "As in the first game"], ["attack_the_fool", "Attack the fool"]],
  languages: [["en", "English"], ["ru", "Русский"], ["es", "Español"]],
  language: "en",
  partnerships_on: false,
  series_first_attacker_value: "as_first_game",
};

/** @param {HTMLElement} el @param {string | boolean} value */
function change(el, value) {
  if (typeof value === "boolean") el.checked = value;
  else el.value = value;
  el.dispatchEvent(new Event("change", { bubbles: true }));
}

const $ = (root, selector) => root.querySelector(selector);

describe("the new-game menu", () => {
  it("offers partnerships only for the player counts the game allows", async () => {
    const { root } = mount("attacking", { menu_info: MENU });
    key(root, "m");
    const box = $(root, 'input[data-name="partnerships"]');
    expect(box.disabled).toBe(true);
    expect(box.closest("label").title).toMatch("4, 6");
    change($(root, 'select[data-name="players"]'), "4");
    expect($(root, 'input[data-name="partnerships"]').disabled).toBe(false);
    expect($(root, 'select[data-name="players"]').value).toBe("4");
  });

  it("New game continues the series with the choices; New series starts a new one", () => {
    const { root, model } = mount("attacking", { menu_info: MENU });
    key(root, "m");
    change($(root, 'select[data-name="players"]'), "4");
    change($(root, 'input[data-name="partnerships"]'), true);
    change($(root, 'select[data-name="series_first_attacker"]'), "attack_the_fool");
    $(root, '[data-action="menu-new-game"]').click();
    key(root, "m");
    $(root, '[data-action="menu-new-series"]').click();
    const deal = { type: "new_game", players: 4, preset: "podkidnoy", partnerships: true, series_first_attacker: "attack_the_fool" };
    expect(model.sent).toEqual([
      { ...deal, series: true },
      { ...deal, series: false },
    ]);
  });

  it("leaves partnerships out where they cannot be chosen", () => {
    const { root, model } = mount("attacking", { menu_info: { ...MENU, partnerships_on: true } });
    key(root, "m");
    $(root, '[data-action="menu-new-series"]').click();
    expect(model.sent).toEqual([{ type: "new_game", players: 3, preset: "podkidnoy", series: false, series_first_attacker: "as_first_game" }]);
  });

  it("reads the menu info from the view when no menu_info trait is sent", () => {
    const view = { ...fixture("attacking"), menu: { ...MENU, series_first_attacker: [] } };
    const { root } = mount("attacking", { view });
    key(root, "m");
    expect($(root, 'input[data-name="partnerships"]')).not.toBeNull();
    expect($(root, 'select[data-name="series_first_attacker"]')).toBeNull();
  });

  it("has no partnership or series controls without menu info; the buttons stay", () => {
    const { root } = mount("attacking");
    key(root, "m");
    expect($(root, 'input[data-name="partnerships"]')).toBeNull();
    expect($(root, 'select[data-name="language"]')).toBeNull();
    expect($(root, '[data-action="menu-new-series"]').textContent).toBe("New series");
  });

  it("switches the language with set_option", () => {
    const { root, model } = mount("attacking", { menu_info: MENU });
    key(root, "m");
    const select = $(root, 'select[data-name="language"]');
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual(MENU.languages);
    change(select, "es");
    expect(model.sent).toEqual([{ type: "set_option", name: "language", value: "es" }]);
  });

  it("shows the running series in the menu and as a line on the table", () => {
    const text = "Series: 3 games. Durak: you 1, P1 1; 1 draw.";
    const view = { ...fixture("attacking"), series: { games: 3, draws: 1, durak: [], text } };
    const { root } = mount("attacking", { view, menu_info: MENU });
    expect($(root, ".durak-series-line").textContent).toBe(text);
    key(root, "m");
    expect($(root, ".durak-menu-series").textContent).toBe(text);
  });

  it("marks partners at the seats in words", () => {
    const view = fixture("attacking");
    view.players = 4;
    view.seats = [0, 1, 2, 3].map((seat) => ({ ...view.seats[seat % 3], seat, name: seat ? `P${seat}` : "You", team: seat % 2 }));
    const { root } = mount("attacking", { view });
    const marks = [...root.querySelectorAll(".durak-seat .durak-team")].map((m) => m.textContent);
    expect(marks).toEqual(["team 2", "your partner, team 1", "team 2"]);
    expect($(root, ".durak-own-seat .durak-team").textContent).toBe("team 1");
    expect($(root, '.durak-seat[data-seat="2"]').getAttribute("aria-label")).toMatch(/your partner, team 1$/);
  });
});

describe("the table in the widget's language", () => {
  it("draws Russian labels and card names, and Spanish once the traits change", async () => {
    const { root, model } = mount("attacking", { language: "ru", labels: labelsFor("ru"), menu_info: { ...MENU, language: "ru" } });
    expect(root.getAttribute("lang")).toBe("ru");
    expect(card(root, "7 треф")).not.toBeNull();
    expect(card(root, "8 червей, козырь")).not.toBeNull();
    expect($(root, '[data-action="take"]').textContent).toBe("Беру");
    key(root, "m");
    expect($(root, '[data-action="menu-new-game"]').textContent).toBe("Новая игра");
    model.set("labels", labelsFor("es"));
    model.set("language", "es");
    await tick();
    expect(root.getAttribute("lang")).toBe("es");
    expect(card(root, "8 de corazones, triunfo")).not.toBeNull();
    expect($(root, '[data-action="menu-new-game"]').textContent).toBe("Nueva partida");
    expect($(root, ".durak-hand").getAttribute("aria-label")).toBe("tu mano, 5 cartas");
  });

  it("keeps two widgets in different languages apart", () => {
    const ru = mount("attacking", { language: "ru", labels: labelsFor("ru") });
    const es = mount("attacking", { language: "es", labels: labelsFor("es") });
    card(ru.root, "7 треф").click();
    card(es.root, "7 de tréboles").click();
    expect($(ru.root, ".durak-selection-info").textContent).toBe("7♣: можно подкинуть её.");
    expect($(es.root, ".durak-selection-info").textContent).toBe("7♣: puedes añadirla al ataque.");
    expect(card(ru.root, "дама пик")).not.toBeNull();
    expect(card(es.root, "reina de picas")).not.toBeNull();
  });
});
