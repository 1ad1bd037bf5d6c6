import SpinnerCore
import SpinnerJSON

/// Reading a batch file: every refusal names the JSON path of the fault, as scene files do.
extension BatchFile {
    static let topKeys = ["spinnergen-batch", "matrix", "jobs"]
    static let jobKeys = ["preset", "scene", "lottie", "options", "params", "outputs", "axes"]
    /// Options a batch sets itself: outputs are the job's `outputs`, the manifest is the batch's.
    static let reservedOptions: [String: String] = [
        "output": "give the job's outputs in \"outputs\"",
        "o": "give the job's outputs in \"outputs\"",
        "manifest": "give 'spinnergen batch ... --manifest FILE.json' for the whole batch",
        "help": "a batch renders; it shows no help",
        "param": "give a scene's parameters in \"params\"",
    ]
    /// Placeholders that belong to `--scale` (its sets), not to the matrix.
    static let scalePlaceholders: Set<String> = ["scale", "density"]

    /// Reads and checks a batch file's bytes.
    public init(bytes: [UInt8]) throws(BatchError) {
        guard bytes.count <= BatchFile.maxBytes else {
            throw BatchError(path: "", "the file is larger than \(BatchFile.maxBytes / 1024 / 1024) MB",
                             hint: "split the catalogue into several batch files")
        }
        let document: JSONValue
        do {
            document = try JSONReader.read(bytes, maxDepth: BatchFile.maxDepth)
        } catch {
            throw BatchError(path: "", "not valid JSON: \(error.message) at \(error.position)", hint: "check the file with a JSON linter")
        }
        guard case .object(let top) = document else {
            throw BatchError(path: "", "expected a JSON object", hint: "a batch file starts {\"spinnergen-batch\": 1, ...")
        }
        try BatchFile.refuseUnknown(top, known: BatchFile.topKeys, at: "")
        guard let version = top.first(where: { $0.key == "spinnergen-batch" })?.value else {
            throw BatchError(path: "", "no \"spinnergen-batch\" version", hint: "start the file with \"spinnergen-batch\": 1")
        }
        guard case .number(let v) = version, v == Double(BatchFile.version) else {
            throw BatchError(path: "spinnergen-batch", "version \(version.compactText) is not one this spinnergen reads",
                             hint: "this spinnergen reads version \(BatchFile.version)")
        }
        var axes: [Axis] = []
        if let matrix = top.first(where: { $0.key == "matrix" })?.value {
            guard case .object(let members) = matrix else { throw BatchFile.wrongType("matrix", "an object of axes", matrix) }
            for member in members { axes.append(try BatchFile.axis(member.key, member.value)) }
        }
        guard let jobsValue = top.first(where: { $0.key == "jobs" })?.value else {
            throw BatchError(path: "", "no \"jobs\"", hint: "add \"jobs\": [{\"preset\": \"material\", \"outputs\": [\"out.gif\"]}]")
        }
        guard case .array(let items) = jobsValue, !items.isEmpty else { throw BatchFile.wrongType("jobs", "a non-empty array of jobs", jobsValue) }
        var jobs: [Job] = []
        for (i, item) in items.enumerated() { jobs.append(try BatchFile.job(item, at: "jobs[\(i)]", matrix: axes)) }
        self.init(matrix: axes, jobs: jobs)
    }

    // MARK: - Parts

    private static func axis(_ name: String, _ value: JSONValue) throws(BatchError) -> Axis {
        let path = "matrix.\(name)"
        guard isName(name) else { throw BatchError(path: path, "an axis name is letters, digits, _ and -") }
        if let why = reservedOptions[name] { throw BatchError(path: path, "\(name) cannot be an axis", hint: why) }
        switch value {
        case .array(let items):
            guard !items.isEmpty else { throw BatchError(path: path, "the axis has no values") }
            var variants: [Variant] = []
            for (i, item) in items.enumerated() {
                let v = try scalar(item, at: "\(path)[\(i)]")
                if case .bool = v { throw wrongType("\(path)[\(i)]", "a string or a number", item) }
                variants.append(Variant(name: v.nameText, options: [name: v], params: [:]))
            }
            return Axis(name: name, isList: true, values: variants)
        case .object(let members):
            guard !members.isEmpty else { throw BatchError(path: path, "the axis has no values") }
            var variants: [Variant] = []
            for (variant, body) in members.map({ ($0.key, $0.value) }) {
                let at = "\(path).\(variant)"
                guard !variant.isEmpty else { throw BatchError(path: path, "a variant needs a name") }
                guard case .object(var fields) = body else { throw wrongType(at, "an object of options", body) }
                var params: [String: JSONValue] = [:]
                if let p = fields.firstIndex(where: { $0.key == "params" }) {
                    params = try parameters(fields[p].value, at: at + ".params")
                    fields.remove(at: p)
                }
                variants.append(Variant(name: variant, options: try options(.object(fields), at: at), params: params))
            }
            return Axis(name: name, isList: false, values: variants)
        default:
            throw wrongType(path, "a list of values or an object of variants", value)
        }
    }

    private static func job(_ value: JSONValue, at path: String, matrix: [Axis]) throws(BatchError) -> Job {
        guard case .object(let fields) = value else { throw wrongType(path, "a job object", value) }
        try refuseUnknown(fields, known: jobKeys, at: path)
        func field(_ key: String) -> JSONValue? { fields.first { $0.key == key }?.value }
        let source: BatchSource
        // A Lottie file is rendered as a scene file is (`render FILE`, which tells them apart by
        // content); its key says what the job means and keeps "params" to scene files.
        if let l = field("lottie") {
            guard field("preset") == nil, field("scene") == nil else {
                throw BatchError(path: path, "a job names one of a preset, a scene and a Lottie file", hint: "split it into several jobs")
            }
            guard case .string(let file) = l, !file.isEmpty else { throw wrongType(path + ".lottie", "a Lottie file's path", l) }
            source = .lottie(file)
        } else {
        switch (field("preset"), field("scene")) {
        case (.some, .some):
            throw BatchError(path: path, "a job names a preset or a scene, not both", hint: "split it into two jobs")
        case (nil, nil):
            throw BatchError(path: path, "a job needs \"preset\", \"scene\" or \"lottie\"", hint: "such as \"preset\": \"material\"")
        case (.some(let p), nil):
            guard case .string(let name) = p, !name.isEmpty else { throw wrongType(path + ".preset", "a preset name", p) }
            source = .preset(name)
        case (nil, .some(let s)):
            guard case .string(let file) = s, !file.isEmpty else { throw wrongType(path + ".scene", "a scene file's path", s) }
            source = .scene(file)
        }
        }
        let options = try field("options").map { v throws(BatchError) in try BatchFile.options(v, at: path + ".options") } ?? [:]
        var params: [String: JSONValue] = [:]
        if let p = field("params") {
            guard case .scene = source else {
                throw BatchError(path: path + ".params", "params are a scene file's; a preset or a Lottie file takes \"options\"")
            }
            params = try parameters(p, at: path + ".params")
        }
        var axes = matrix.map(\.name)
        if let a = field("axes") {
            guard case .array(let items) = a else { throw wrongType(path + ".axes", "an array of axis names", a) }
            var named: [String] = []
            for (i, item) in items.enumerated() {
                guard case .string(let name) = item else { throw wrongType("\(path).axes[\(i)]", "an axis name", item) }
                guard axes.contains(name) else {
                    throw BatchError(path: "\(path).axes[\(i)]", "\(JSONString.quoted(name)) is not an axis of the matrix"
                                     + (axes.isEmpty ? " (it has none)" : " (it has \(axes.joined(separator: ", ")))"))
                }
                guard !named.contains(name) else { throw BatchError(path: "\(path).axes[\(i)]", "axis \(JSONString.quoted(name)) is named twice") }
                named.append(name)
            }
            axes = axes.filter(named.contains)
        }
        guard let o = field("outputs") else {
            throw BatchError(path: path, "a job needs \"outputs\"", hint: "such as \"outputs\": [\"out/spinner.gif\"]")
        }
        guard case .array(let items) = o, !items.isEmpty else { throw wrongType(path + ".outputs", "a non-empty array of output names", o) }
        var outputs: [String] = []
        for (i, item) in items.enumerated() {
            let at = "\(path).outputs[\(i)]"
            guard case .string(let name) = item, !name.isEmpty else { throw wrongType(at, "an output name", item) }
            guard name != "-" else { throw BatchError(path: at, "a batch writes files, not standard output", hint: "name a file") }
            for placeholder in BatchPlan.placeholders(in: name) where !axes.contains(placeholder) && !scalePlaceholders.contains(placeholder) {
                throw BatchError(path: at, "{\(placeholder)} is not an axis of this job"
                                 + (axes.isEmpty ? " (it has none)" : " (its axes: \(axes.joined(separator: ", ")))"))
            }
            outputs.append(name)
        }
        return Job(origin: path, source: source, options: options, params: params, outputs: outputs, axes: axes)
    }

    /// An object of `name: value` options, the long option names without dashes.
    private static func options(_ value: JSONValue, at path: String) throws(BatchError) -> [String: BatchValue] {
        guard case .object(let members) = value else { throw wrongType(path, "an object of options", value) }
        var out: [String: BatchValue] = [:]
        for (name, v) in members.map({ ($0.key, $0.value) }) {
            let at = path.isEmpty ? name : "\(path).\(name)"
            if name.hasPrefix("-") { throw BatchError(path: at, "option names are written without dashes", hint: "write \"\(name.drop { $0 == "-" })\"") }
            guard isName(name) else { throw BatchError(path: at, "an option name is letters, digits and -") }
            if let why = reservedOptions[name] { throw BatchError(path: at, "\(name) is not an option a job sets", hint: why) }
            out[name] = try scalar(v, at: at)
        }
        return out
    }

    /// An object of scene parameters (any JSON value each).
    private static func parameters(_ value: JSONValue, at path: String) throws(BatchError) -> [String: JSONValue] {
        guard case .object(let members) = value else { throw wrongType(path, "an object of scene parameters", value) }
        var out: [String: JSONValue] = [:]
        for (name, v) in members.map({ ($0.key, $0.value) }) {
            guard isName(name) else { throw BatchError(path: "\(path).\(name)", "a parameter name is letters, digits, _ and -") }
            out[name] = v
        }
        return out
    }

    private static func scalar(_ value: JSONValue, at path: String) throws(BatchError) -> BatchValue {
        switch value {
        case .string(let s): return .string(s)
        case .number(let v): return .number(v)
        case .bool(let b): return .bool(b)
        default: throw wrongType(path, "a string, a number or a boolean", value)
        }
    }

    private static func refuseUnknown(_ members: [JSONMember], known: [String], at path: String) throws(BatchError) {
        for key in members.map(\.key) where !known.contains(key) {
            throw BatchError(path: path.isEmpty ? key : "\(path).\(key)",
                             "unknown key; expected one of \(known.joined(separator: ", "))\(NameSuggestion.hint(for: key, among: known))")
        }
    }

    private static func wrongType(_ path: String, _ expected: String, _ found: JSONValue) -> BatchError {
        BatchError(path: path, "expected \(expected), found \(found.kindName)")
    }

    /// Letters, digits, `_` and `-`: names that read the same in JSON, on a command line and in
    /// a file name.
    static func isName(_ s: String) -> Bool {
        !s.isEmpty && s.utf8.allSatisfy { (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0) || $0 == 45 || $0 == 95 }
    }
}
