/// Bytes as hexadecimal text: the one rule for colours (`#1A73E8`), manifests and escaped names.
public enum HexText {
    /// Two uppercase digits: `0A`, `FF`.
    public static func byte(_ v: UInt8) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return s.count == 1 ? "0" + s : s
    }
}
