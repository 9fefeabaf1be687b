/**
 * Contract call data with ethers' `Interface`. Decoded results take the shape viem gives, so
 * the shared adapter reads the same values whichever library runs underneath: one output is
 * returned as itself, several as an array, none as undefined; a tuple whose components all
 * have names is an object; integers of up to 48 bits are numbers, wider ones bigints.
 */
import { Interface, type InterfaceAbi, type ParamType, type Result } from 'ethers';
import type { Hex } from '@portico/adapter-evm-common';

/** viem decodes (u)int8 .. (u)int48 as `number`, wider integers as `bigint`. */
const MAX_NUMBER_INTEGER_BITS = 48;
const INTEGER_TYPE = /^u?int(\d*)$/;

export function encodeFunctionData(params: {
  readonly abi: readonly unknown[];
  readonly functionName: string;
  readonly args: readonly unknown[];
}): Hex {
  const contract = new Interface(params.abi as InterfaceAbi);
  return contract.encodeFunctionData(params.functionName, params.args) as Hex;
}

export function decodeFunctionResult(params: {
  readonly abi: readonly unknown[];
  readonly functionName: string;
  readonly data: Hex;
}): unknown {
  const contract = new Interface(params.abi as InterfaceAbi);
  // Throws ethers' own error for a function the ABI does not have, or data that does not fit.
  const values = contract.decodeFunctionResult(params.functionName, params.data);
  const outputs = contract.getFunction(params.functionName)?.outputs ?? [];
  if (outputs.length === 0) return undefined;
  if (outputs.length === 1) return toViemShape(outputs[0] as ParamType, values[0]);
  return outputs.map((output, index) => toViemShape(output, values[index]));
}

function toViemShape(type: ParamType, value: unknown): unknown {
  if (type.isArray()) {
    return (value as Result).toArray().map((item) => toViemShape(type.arrayChildren, item));
  }
  if (type.isTuple()) {
    const items = (value as Result).toArray();
    const components = type.components;
    if (components.some((component) => !component.name)) {
      return components.map((component, index) => toViemShape(component, items[index]));
    }
    return Object.fromEntries(
      components.map((component, index) => [component.name, toViemShape(component, items[index])]),
    );
  }
  const integer = INTEGER_TYPE.exec(type.type);
  if (integer) {
    const bits = integer[1] ? Number(integer[1]) : 256;
    return bits <= MAX_NUMBER_INTEGER_BITS ? Number(value as bigint) : value;
  }
  return value;
}
