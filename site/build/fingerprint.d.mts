export declare const repoRoot: string;
export declare const stampFile: string;
export declare function sourceFingerprint(): string;
export declare function isBuildFresh(): boolean;
