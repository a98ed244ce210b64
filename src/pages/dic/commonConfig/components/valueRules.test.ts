import { configValueProblem, formatJson, valueForType } from './valueRules';

describe('configValueProblem', () => {
  it('accepts values of their type and names the problem otherwise', () => {
    expect(configValueProblem('string', 'hello')).toBeNull();
    expect(configValueProblem('string', '')).toBe('pages.dic.commonConfig.value.required');
    expect(configValueProblem('number', '-12.5')).toBeNull();
    expect(configValueProblem('number', '1e3')).toBe('pages.dic.commonConfig.value.number');
    expect(configValueProblem('number', '12px')).toBe('pages.dic.commonConfig.value.number');
    expect(configValueProblem('switch', '1')).toBeNull();
    expect(configValueProblem('switch', '0')).toBeNull();
    expect(configValueProblem('switch', 'on')).toBe('pages.dic.commonConfig.value.switch');
    expect(configValueProblem('json', '{"a":[1,{"b":null}]}')).toBeNull();
    expect(configValueProblem('json', '[1,2')).toBe('pages.dic.commonConfig.value.json');
    expect(configValueProblem('json', "{'a':1}")).toBe('pages.dic.commonConfig.value.json');
  });
});

describe('formatJson and valueForType', () => {
  it('pretty-prints JSON that parses', () => {
    expect(formatJson('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(formatJson('{a:1}')).toBeNull();
  });
  it('gives a switch a valid start and clears a switch value for text types', () => {
    expect(valueForType('switch', 'abc')).toBe('0');
    expect(valueForType('switch', '1')).toBe('1');
    expect(valueForType('json', '1')).toBe('');
    expect(valueForType('number', '0')).toBe('0');
    expect(valueForType('string', 'x')).toBe('x');
  });
});
