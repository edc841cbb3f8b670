#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Limits a run reads under, each raisable from the environment (documented in the README's
/// "Limits" section), so a hostile or corrupt input fails with a message instead of
/// exhausting memory.
public enum ReadLimits {
    /// A positive whole number from the environment, or nil when unset.
    /// An unparsable value traps early with a message: it is a configuration mistake.
    public static func environment(_ name: String) -> Int? {
        guard let raw = getenv(name) else { return nil }
        let text = String(cString: raw)
        guard let value = Int(text), value > 0 else {
            let message = "darkroom: error: \(name)=\(text) is not a positive whole number; unset it or give a number\n"
            _ = message.withCString { write(2, $0, strlen($0)) }
            exit(2)
        }
        return value
    }
}
