import SpinnerCore
import SpinnerValues
import SpinnerJobs

/// `values --keys K1,K2 --layer NAME` read off the command line into the filter `SpinnerValues`
/// applies; its refusals reported as the command line's errors.
extension ValuesFilter {
    static let options: [ArgumentScanner.Option] = [
        .init("keys", value: "K1,K2,...", help: "only these keys, named as printed (strokeStart,strokeEnd,arc.headAngle)"),
        .init("layer", value: "NAME", help: "only the layers whose name (circularLayer) or whole path (view/circularLayer) is NAME"),
    ]

    init(_ scanner: ArgumentScanner) throws(CLIError) {
        var keys: Set<String>? = nil
        if let text = scanner["keys"] {
            let names = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
            guard !names.contains(where: \.isEmpty) else {
                throw CLIError("invalid value \(UserText.quoted(text)) for --keys", hint: "expected key names separated by commas, such as strokeStart,strokeEnd")
            }
            keys = Set(names)
        }
        if let name = scanner["layer"], name.isEmpty {
            throw CLIError("--layer needs a layer's name or path", hint: "such as --layer circularLayer")
        }
        self.init(keys: keys, layer: scanner["layer"])
    }
}
