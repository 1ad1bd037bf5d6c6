#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpinnerCore
import SpinnerAnimation

/// `values --csv`: a header line, then one row per moment, layer and key, fields quoted as
/// RFC 4180 asks (in double quotes when they hold a comma, a quote or a line break, quotes
/// doubled), lines ending in LF. Numbers have the round-trip digits of the JSON form; a compound
/// value is one field as the table writes it (`[25, 25]`), a string or a path its bare text.
public enum ValuesCSV {
    /// The first line.
    public static let header = "time,layer,key,value"

    /// The whole CSV text of `samples`, one list of layers a moment, taken at `times`.
    public static func text(_ samples: [[ValueSampling.LayerRows]], times: [Double]) -> String {
        var out = header + "\n"
        for (t, layers) in zip(times, samples) {
            let time = ValueText.number(t)
            for layer in layers {
                for row in layer.rows {
                    out += [time, layer.path, row.key, field(row.value)].map(quoted).joined(separator: ",") + "\n"
                }
            }
        }
        return out
    }

    /// The value's text: the table's, but a string or a path without the table's quotes.
    public static func field(_ value: AnimationValue) -> String {
        switch value {
        case .string(let s): return s
        case .path(let p): return p.svgData
        default: return ValueText.text(value)
        }
    }

    /// `field`, in double quotes (inner quotes doubled) when it holds a comma, a quote or a line break.
    public static func quoted(_ field: String) -> String {
        guard field.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingEvery("\"", with: "\"\"") + "\""
    }
}
