export declare const REACT_ROUTER_EXPORTS: string[];
