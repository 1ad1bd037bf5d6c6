import SpinnerCore
import SpinnerPresets

extension PresetCommandLine {
    /// The value of `parameter` written as `text`, checked against its kind (ranges may depend
    /// on the view's `size`); refusals name the option and what it expects.
    package static func value(_ text: String, for parameter: PresetParameter, size: Size) throws(CLIError) -> ParameterValue {
        let option = parameter.name
        func refuse(_ expected: String) -> CLIError {
            CLIError("invalid value \(UserText.quoted(text)) for --\(option)", hint: "expected \(expected)")
        }
        switch parameter.kind {
        case .number(let range):
            return .number(try ValueParser.number(text, option: option, min: range.minimum, max: range.maximum(size),
                                                  inclusiveMin: range.includesMinimum, expected: range.expected(size)))
        case .integer(let range):
            guard let v = UInt64(text), range.contains(v) else {
                throw refuse("a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return .integer(v)
        case .color:
            return .color(try ValueParser.color(text, option: option))
        case .colorList(let counts):
            let items = text.split(separator: ",", omittingEmptySubsequences: false)
            guard counts.contains(items.count) else {
                throw refuse("\(counts.lowerBound) to \(counts.upperBound) colours separated by commas")
            }
            var colours: [Color] = []
            for item in items { colours.append(try ValueParser.color(item.trimmingSpaces(), option: option)) }
            return .colors(colours)
        case .choice(let names, let expected):
            guard names.contains(text) else { throw refuse((expected ?? "one of " + names.joined(separator: ", ")) + NameSuggestion.hint(for: text, among: names)) }
            return .choice(text)
        case .size:
            return .size(try ValueParser.size(text, option: option))
        case .imageFile, .file:
            return .file(text)
        case .progressKeyframes:
            return .text(text)
        case .flag:
            return .flag(true)
        }
    }
}
