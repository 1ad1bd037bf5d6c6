import SpinnerCore
import SpinnerPresets
import SpinnerOutputs

/// Any preset of the catalogue on the command line: its options, derived from the description's
/// parameters, and their values read, checked and handed to the description's builder. The one
/// command type behind `spinnergen P`, `values P` and `scene P`.
package struct PresetCommandLine: Sendable {
    package let preset: PresetDescription

    package var name: String { preset.name }

    /// The preset called `name`, or a usage error listing the presets.
    package static func named(_ name: String) throws(CLIError) -> PresetCommandLine {
        guard let preset = PresetDescription.named(name) else {
            let known = PresetDescription.catalogue.map(\.name)
            let names = known.joined(separator: ", ")
            if name.hasPrefix("-") { throw CLIError("unknown option \(UserText.quoted(name))", hint: "a preset comes first: \(names)") }
            let near = NameSuggestion.question(for: name, among: known)
            throw CLIError("unknown preset \(UserText.quoted(name))", hint: near.isEmpty ? "presets: \(names)" : "\(near) 'spinnergen list' shows them all")
        }
        return PresetCommandLine(preset: preset)
    }

    /// The presets that show progress, from the catalogue: `ring, gradient-bar, image-progress`.
    package static func determinatePresets(lastSeparator: String = ", ") -> String {
        let names = PresetDescription.catalogue.filter(\.showsProgress).map(\.name)
        guard names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + lastSeparator + names.last!
    }

    /// The preset's options beyond the command's own, one per parameter, each help line ending
    /// with the default the description gives.
    package var options: [ArgumentScanner.Option] {
        preset.parameters.map { .init($0.name, value: $0.takesValue ? $0.placeholder : nil, help: PresetCommandLine.help(for: $0)) }
    }

    /// A parameter's help line: what it does, then `(default …)` from its default value.
    package static func help(for parameter: PresetParameter) -> String {
        parameter.takesValue ? "\(parameter.help) (default \(parameter.defaultText))" : parameter.help
    }

    /// Reads `--size` (the preset's own size without it) and the preset's options from `a`.
    package func configure(_ a: ArgumentScanner) throws(CLIError) -> ConfiguredPreset {
        let size = try a["size"].map { v throws(CLIError) in try ValueParser.size(v, option: "size") }
        return try configure(a, size: size)
    }

    /// Reads the preset's options from `a` for a view of `size` (nil: the preset's own size for
    /// the options given) and builds the indicator.
    package func configure(_ a: ArgumentScanner, size given: Size?) throws(CLIError) -> ConfiguredPreset {
        var values = PresetValues(defaults: preset.parameters)
        // Choices and flags first: they do not depend on the size, and the size may depend on
        // them (`material --style android` is a 48 pt view).
        for p in preset.parameters where !p.dependsOnSize {
            if !p.takesValue {
                if a.has(p.name) { values.set(p.name, .flag(true), written: "--\(p.name)") }
            } else if let text = a[p.name] {
                values.set(p.name, try PresetCommandLine.value(text, for: p, size: preset.defaultSize), written: text)
            }
        }
        let size = given ?? preset.defaultSize(for: values)
        func read(_ parameters: [PresetParameter]) throws(CLIError) {
            for p in parameters where p.dependsOnSize {
                guard let text = a[p.name] else { continue }
                values.set(p.name, try PresetCommandLine.value(text, for: p, size: size), written: text)
            }
        }
        // The progress story first, as its own options are checked together.
        var progress: ProgressOptions?
        if preset.showsProgress {
            try ProgressOptions.checkCombination(a)
            try read(PresetParameter.progress)
            progress = try ProgressOptions(a, values: values)
        }
        try read(preset.ownParameters)
        let input = PresetInput(values: values, size: size, progress: progress?.timeline) { path, parameter in
            try ImageInput.load(path, option: parameter)
        }
        let indicator: PresetIndicator
        do {
            indicator = try preset.build(input)
        } catch let error as OutputsError {
            // An image the preset asked for (`--logo`, `--image`) could not be read.
            throw CLIError(error)
        } catch let error as PresetError {
            throw CLIError(error)
        } catch {
            throw CLIError("the \(name) preset failed: \(error)", exitCode: .software)
        }
        return ConfiguredPreset(indicator: indicator, progress: progress, presentedProgress: preset.presentedProgress)
    }
}

extension CLIError {
    /// A preset's refusal, with the exit status of its reason.
    package init(_ error: PresetError) {
        switch error.reason {
        case .usage: self.init(error.message, hint: error.hint)
        case .missingInput: self.init(error.message, hint: error.hint, exitCode: .noInput)
        case .badData: self.init(error.message, hint: error.hint, exitCode: .dataError)
        }
    }
}
