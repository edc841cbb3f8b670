/// A short name for a text that is the same in every process and run (Swift's `Hasher` is
/// seeded per process): FNV-1a, 64 bits, in hex. For folder names and change markers, where
/// no security property is needed; content hashes stay SHA-256.
public enum StableHash {
    public static func fnv1a(_ text: String) -> String {
        var value: UInt64 = 0xcbf29ce484222325
        for byte in text.utf8 { value = (value ^ UInt64(byte)) &* 0x100000001b3 }
        return String(value, radix: 16)
    }
}
