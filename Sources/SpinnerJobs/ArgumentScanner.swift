import SpinnerCore

/// Splits a command's arguments into options and values against a list of known options:
/// `--name value`, `--name=value`, `-o value`, and flags without a value. Anything unknown is a
/// usage error naming it.
package struct ArgumentScanner {
    /// An option a command accepts.
    package struct Option: Hashable, Sendable {
        package let name: String
        package let short: Character?
        package let valueName: String?
        package let help: String
        /// May be given several times (`--param a=1 --param b=2`).
        package let repeatable: Bool
        package var takesValue: Bool { valueName != nil }

        package init(_ name: String, short: Character? = nil, value: String? = nil, repeatable: Bool = false, help: String) {
            self.name = name
            self.short = short
            self.valueName = value
            self.repeatable = repeatable
            self.help = help
        }
    }

    /// The options found, by long name; flags map to "".
    private(set) var values: [String: String] = [:]
    /// Every value of a repeatable option, in order.
    private(set) var repeated: [String: [String]] = [:]

    package init(_ arguments: [String], options: [Option], command: String) throws(CLIError) {
        // A preset option named like a common one would be shadowed by it without a word (the
        // first of a name wins below): a programming error, caught by every debug run and test.
        assert(Set(options.map(\.name)).count == options.count,
               "options of '\(command)' named twice: \(Dictionary(grouping: options.map(\.name)) { $0 }.filter { $0.value.count > 1 }.keys.sorted())")
        let hint = "see 'spinnergen \(command) --help'"
        var i = 0
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            var name: String
            var inline: String? = nil
            if arg.hasPrefix("--") {
                name = String(arg.dropFirst(2))
                if let eq = name.firstIndex(of: "=") {
                    inline = String(name[name.index(after: eq)...])
                    name = String(name[..<eq])
                }
            } else if arg.hasPrefix("-"), arg.count == 2, let option = options.first(where: { $0.short == arg.last }) {
                name = option.name
            } else if arg.hasPrefix("-"), arg.count > 1, Double(arg) == nil {
                throw CLIError("unknown option \(UserText.quoted(arg))", hint: hint)
            } else {
                throw CLIError("unexpected argument \(UserText.quoted(arg))", hint: hint)
            }
            guard let option = options.first(where: { $0.name == name }) else {
                // The name issue 14 first gave the machine-readable report.
                let report = name == "progress" && options.contains { $0.name == "progress-format" }
                let near = NameSuggestion.question(for: name, among: options.map(\.name)) { "'--\($0)'" }
                throw CLIError("unknown option \(UserText.quoted("--" + name))",
                               hint: report ? "--progress is the determinate presets' keyframes; for progress on stderr use --progress-format bar, json or none"
                                   : near.isEmpty ? hint : "\(near) \(hint)")
            }
            guard values[name] == nil || option.repeatable else {
                throw CLIError("option '--\(name)' is given more than once", hint: hint)
            }
            if option.takesValue {
                if let inline {
                    values[name] = inline
                    repeated[name, default: []].append(inline)
                } else {
                    guard i < arguments.count else {
                        throw CLIError("option '--\(name)' needs a value \(option.valueName!)", hint: hint)
                    }
                    // `--fps -o out.mp4` is a forgotten value, not a frame rate of "-o": a token
                    // that looks like an option is refused as a value (a lone "-" and negative
                    // numbers are values; `--name=-x` passes anything).
                    let next = arguments[i]
                    if next.hasPrefix("-"), next.count > 1, Double(next) == nil {
                        throw CLIError("option '--\(name)' needs a value \(option.valueName!), but \(UserText.quoted(next)) follows it",
                                       hint: "give the value, or write --\(name)=\(UserText.shown(next)) if it is one")
                    }
                    values[name] = next
                    repeated[name, default: []].append(next)
                    i += 1
                }
            } else {
                guard inline == nil else { throw CLIError("option '--\(name)' takes no value", hint: hint) }
                values[name] = ""
            }
        }
    }

    /// The same options with `name` given `values` instead (one value, or for a repeatable
    /// option each in order): one render per scale of `--scale` is this command line with the
    /// scale and the output names of that render.
    package func replacing(_ name: String, with newValues: [String]) -> ArgumentScanner {
        var copy = self
        copy.values[name] = newValues.last
        copy.repeated[name] = newValues
        return copy
    }

    /// `arguments` (which scanned without error) with the values of `option` replaced, in the
    /// order given, by `newValues`: `--name V`, `--name=V` and `-c V` keep their form. A token
    /// that is the option itself can be nothing else, since a value that looks like an option
    /// is refused when scanning.
    package static func replacingValues(of option: Option, in arguments: [String], with newValues: [String]) -> [String] {
        var out = arguments, next = newValues.makeIterator()
        var i = 0
        while i < out.count {
            let arg = out[i]
            if arg == "--" + option.name || option.short.map({ arg == "-\($0)" }) == true, i + 1 < out.count {
                if let v = next.next() { out[i + 1] = v }
                i += 2
                continue
            }
            if arg.hasPrefix("--\(option.name)="), let v = next.next() { out[i] = "--\(option.name)=" + v }
            i += 1
        }
        return out
    }

    /// `arguments` (which scanned without error) with only the occurrences of `option` whose
    /// place among its occurrences (0, 1, ...) satisfies `keep`; the others go with their values.
    package static func keepingOccurrences(of option: Option, in arguments: [String], where keep: (Int) -> Bool) -> [String] {
        var out: [String] = [], k = 0, i = 0
        while i < arguments.count {
            let arg = arguments[i]
            if arg == "--" + option.name || option.short.map({ arg == "-\($0)" }) == true, i + 1 < arguments.count {
                if keep(k) { out += arguments[i...i + 1] }
                k += 1
                i += 2
                continue
            }
            if arg.hasPrefix("--\(option.name)=") {
                if keep(k) { out.append(arg) }
                k += 1
            } else {
                out.append(arg)
            }
            i += 1
        }
        return out
    }

    package func has(_ name: String) -> Bool { values[name] != nil }
    /// Every value given for a repeatable option.
    package func all(_ name: String) -> [String] { repeated[name] ?? [] }
    package subscript(_ name: String) -> String? { values[name] }
}
