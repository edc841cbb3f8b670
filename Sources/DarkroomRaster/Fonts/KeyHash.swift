import CDarkroom
import DarkroomFiles

/// XXH3's 128-bit hash (https://xxhash.com, the reference implementation from Debian's
/// libxxhash-dev, compiled inline) in hex: for `.darkroom-index` keys, a cache local to one
/// machine and build, where no security property is needed. Every snapshot of a no-change
/// rerun is keyed through here; SHA-256 of those short texts was a sixth of checking one
/// (mostly libcrypto's per-digest set-up). Digests that are committed (the manifest's) stay
/// SHA-256 (`Checksum`). XXH3 is one algorithm whatever vector code computes it, so a key is
/// the same on every CPU.
public enum KeyHash {
    public static func xxh3Hex(_ bytes: [UInt8]) -> String {
        var low: UInt64 = 0, high: UInt64 = 0
        bytes.withUnsafeBytes { darkroom_xxh3_128($0.baseAddress, $0.count, &low, &high) }
        // Big-endian halves, high first: XXH3's canonical form (XXH128_canonicalFromHash).
        return withUnsafeBytes(of: (high.bigEndian, low.bigEndian)) { LowercaseHex.string($0) }
    }
}
