/**
 * The lazily loaded part of the ethers binding (`ethersLibrary.load()`): chain reads
 * (./ethersReader) and contract call data (./abiCoding). Import it only with `import()`: a
 * static import would put ethers back into the page-load bundle.
 */
export { createEthersReader as createReader } from './ethersReader';
export { decodeFunctionResult, encodeFunctionData } from './abiCoding';
