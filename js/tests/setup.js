// After every test: no message the widget sent carried a null or undefined field.
import { afterEach, expect } from "vitest";
import { absentFields, allSent } from "./fakeModel.js";

afterEach(() => {
  const messages = allSent.splice(0);
  expect(absentFields(messages), "a message to Python carried null/undefined: leave the field out").toEqual([]);
});
