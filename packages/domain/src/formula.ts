import { z } from 'zod';

/**
 * Calculated-field formulas (DOMAIN.md §3.4, spec §5). An expression is a list of items the editor
 * builds from buttons: operators, parentheses, numbers and variables (numeric attributes of the
 * input products). The same validator and evaluator run in the browser and on the server, and
 * the evaluator is a small parser: nothing is ever handed to eval or Function.
 */

/** `^` is how the editor shows exponentiation; `**` is how it is stored. */
export const FORMULA_OPERATORS = ['+', '-', '*', '/', '**'] as const;
export const FORMULA_TOKENS = [...FORMULA_OPERATORS, '(', ')'] as const;
export type TFormulaOperator = (typeof FORMULA_OPERATORS)[number];

/** Optional minus, digits, one decimal point (spec §5 "Number text"). */
const NUMBER_PATTERN = /^-?\d+(\.\d+)?$/;

export const ZFormulaItem = z.discriminatedUnion('type', [
  z.object({ type: z.literal('constant'), value: z.string().trim().min(1).max(32) }),
  z.object({ type: z.literal('variable'), value: z.uuid(), productDefinitionId: z.uuid() }),
]);
export type TFormulaItem = z.infer<typeof ZFormulaItem>;

export const ZFormulaExpression = z.array(ZFormulaItem).max(200);

export const FORMULA_ERRORS = [
  'tooShort',
  'unknownToken',
  'startsWithOperator',
  'endsWithOperator',
  'backToBackOperators',
  'duplicatedNumber',
  'missingOperator',
  'emptyParentheses',
  'unbalancedParentheses',
  'notANumber',
] as const;
export type TFormulaError = (typeof FORMULA_ERRORS)[number];

type TToken =
  | { kind: 'number'; value: number; negative: boolean }
  | { kind: 'variable'; key: string }
  | { kind: 'operator'; value: TFormulaOperator }
  | { kind: 'open' }
  | { kind: 'close' };

/** The key a variable's value is looked up by: "{productDefinitionId}-{attributeId}". */
export function variableKey(item: { value: string; productDefinitionId: string }): string {
  return `${item.productDefinitionId}-${item.value}`;
}

/** How the editor shows a token: `**` reads as `^`. */
export function displayToken(value: string): string {
  return value === '**' ? '^' : value;
}

function toToken(item: TFormulaItem): TToken | null {
  if (item.type === 'variable') return { kind: 'variable', key: variableKey(item) };
  const value = item.value.trim() === '^' ? '**' : item.value.trim();
  if (value === '(') return { kind: 'open' };
  if (value === ')') return { kind: 'close' };
  if ((FORMULA_OPERATORS as readonly string[]).includes(value)) return { kind: 'operator', value: value as TFormulaOperator };
  if (NUMBER_PATTERN.test(value)) return { kind: 'number', value: Number(value), negative: value.startsWith('-') };
  return null;
}

const isOperand = (token: TToken | undefined) => token?.kind === 'number' || token?.kind === 'variable';

/** The first malformed pattern, checked left to right, or null when the shape is sound. */
function shapeError(tokens: TToken[]): TFormulaError | null {
  if (tokens.length < 3) return 'tooShort';
  let depth = 0;
  for (const [index, token] of tokens.entries()) {
    const previous = tokens[index - 1];
    if (token.kind === 'operator') {
      if (previous === undefined || previous.kind === 'open') return 'startsWithOperator';
      if (previous.kind === 'operator') return 'backToBackOperators';
    } else if (token.kind === 'number' || token.kind === 'variable') {
      // "3 -4": a signed number straight after a value is the duplicated-number pattern of spec §5.
      if (token.kind === 'number' && token.negative && isOperand(previous)) return 'duplicatedNumber';
      if (isOperand(previous) || previous?.kind === 'close') return 'missingOperator';
    } else if (token.kind === 'open') {
      if (isOperand(previous) || previous?.kind === 'close') return 'missingOperator';
      depth += 1;
    } else {
      if (previous?.kind === 'open') return 'emptyParentheses';
      if (previous?.kind === 'operator') return 'endsWithOperator';
      depth -= 1;
      if (depth < 0) return 'unbalancedParentheses';
    }
  }
  if (tokens.at(-1)?.kind === 'operator') return 'endsWithOperator';
  return depth === 0 ? null : 'unbalancedParentheses';
}

/** Precedence climbing over a token list whose shape has already been checked. */
function evaluateTokens(tokens: TToken[], lookup: (key: string) => number): number {
  let position = 0;
  const precedence: Record<TFormulaOperator, number> = { '+': 1, '-': 1, '*': 2, '/': 2, '**': 3 };

  function primary(): number {
    const token = tokens[position++];
    if (token?.kind === 'number') return token.value;
    if (token?.kind === 'variable') return lookup(token.key);
    const value = expression(1);
    position += 1; // the closing parenthesis
    return value;
  }

  function expression(minimum: number): number {
    let left = primary();
    for (;;) {
      const token = tokens[position];
      if (token?.kind !== 'operator' || precedence[token.value] < minimum) return left;
      position += 1;
      // `**` is right-associative: 2 ^ 3 ^ 2 is 2 ^ 9.
      const right = expression(token.value === '**' ? precedence[token.value] : precedence[token.value] + 1);
      left = apply(token.value, left, right);
    }
  }

  return expression(1);
}

function apply(operator: TFormulaOperator, left: number, right: number): number {
  switch (operator) {
    case '+':
      return left + right;
    case '-':
      return left - right;
    case '*':
      return left * right;
    case '/':
      return left / right;
    case '**':
      return left ** right;
  }
}

function tokenize(items: readonly TFormulaItem[]): TToken[] | null {
  const tokens: TToken[] = [];
  for (const item of items) {
    const token = toToken(item);
    if (!token) return null;
    tokens.push(token);
  }
  return tokens;
}

/**
 * Null when the expression is well formed and gives a finite number with every variable = 1
 * (the check of spec §5), otherwise the first problem found.
 */
export function checkFormula(items: readonly TFormulaItem[]): TFormulaError | null {
  const tokens = tokenize(items);
  if (!tokens) return 'unknownToken';
  const shape = shapeError(tokens);
  if (shape) return shape;
  return Number.isFinite(evaluateTokens(tokens, () => 1)) ? null : 'notANumber';
}

/** The catalogue key of a formula problem, shown by the editor and returned by the API. */
export function formulaErrorMessageKey(error: TFormulaError) {
  return `supplyChain.formula.${error}` as const;
}

/**
 * Evaluates a checked expression. Throws on a malformed expression or a variable without a value,
 * since either means the caller skipped the checks.
 */
export function evaluateFormula(items: readonly TFormulaItem[], variables: Readonly<Record<string, number>>): number {
  const error = checkFormula(items);
  if (error) throw new Error(`Formula is not valid: ${error}`);
  return evaluateTokens(tokenize(items)!, (key) => {
    const value = variables[key];
    if (value === undefined) throw new Error(`Formula variable ${key} has no value`);
    return value;
  });
}

/**
 * Variable values from input products. Several inputs of the same product definition are summed
 * (ARCHITECTURE.md §8.4: bales ≤ 0.35 × all the seed cotton used); an attribute no input carries
 * counts as 0. Values must already be normalised (quantities in kg, percentages as fractions).
 */
export function sumFormulaVariables(
  items: readonly TFormulaItem[],
  inputs: readonly { productDefinitionId: string; values: Readonly<Record<string, number>> }[],
): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const item of items) {
    if (item.type !== 'variable') continue;
    sums[variableKey(item)] = inputs
      .filter((input) => input.productDefinitionId === item.productDefinitionId)
      .reduce((total, input) => total + (input.values[item.value] ?? 0), 0);
  }
  return sums;
}
