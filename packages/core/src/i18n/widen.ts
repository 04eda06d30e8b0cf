/** The shape of a message catalogue with every literal widened to string (es mirrors en). */
export type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
