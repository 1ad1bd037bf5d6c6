/// What a byte-budget search (`--max-bytes`) chose for one output: the setting, the file's
/// size and the budget it meets.
public struct ByteBudgetChoice: Hashable, Sendable {
    /// How the setting is named, such as `quality 71` or `16 colours and 25 fps`; nil when the
    /// output is exactly what it is without a budget.
    public let setting: String?
    /// The file's size in bytes.
    public let bytes: Int
    /// The budget in bytes.
    public let budget: Int
    /// How many times the output was encoded to find it.
    public let encodes: Int

    public init(setting: String?, bytes: Int, budget: Int, encodes: Int) {
        self.setting = setting
        self.bytes = bytes
        self.budget = budget
        self.encodes = encodes
    }
}

extension ByteBudgetChoice {
    /// `256 KiB`, `1 MiB`, `1.5 MiB` or `300,000 bytes`: a budget as a person would write it
    /// (K, M and G are powers of 1024, as `--max-bytes` and `--memory-limit` read them).
    public static func shown(_ bytes: Int) -> String {
        for (unit, size) in [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)] where bytes >= size {
            // Kept as a unit only when exact to a tenth, so the line never rounds a budget.
            let tenths = bytes * 10 / size
            guard tenths * size == bytes * 10 else { continue }
            return tenths % 10 == 0 ? "\(tenths / 10) \(unit)" : "\(tenths / 10).\(tenths % 10) \(unit)"
        }
        return "\(grouped(bytes)) bytes"
    }

    /// `241318` as `241,318`.
    public static func grouped(_ n: Int) -> String {
        var digits = String(n.magnitude)
        var out = ""
        while digits.count > 3 {
            out = "," + digits.suffix(3) + out
            digits.removeLast(3)
        }
        return (n < 0 ? "-" : "") + digits + out
    }
}
