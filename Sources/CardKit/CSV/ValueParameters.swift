extension Card {
  /// The parameters the card's values carry beyond their types and preference (`TEL;PID=1.1`,
  /// Apple's `IMPP;X-SERVICE-TYPE=QQ`, `FN;LANGUAGE=en`), named as the Google and Outlook CSV
  /// writers report them: `TEL parameter PID`. Those layouts have no place for a parameter, so
  /// each one is reported, once per file with the number of cards (S021), not dropped unsaid.
  /// `instantMessaging` stands for the card's own when a writer used some of their parameters.
  func valueParameterNames(instantMessaging ims: [LabeledValue<String>]? = nil) -> Set<String> {
    var names = Set<String>()
    func add(_ property: PropertyName, _ parameters: [Parameter]) {
      for p in parameters { names.insert("\(property.text) parameter \(p.name.text.uppercased())") }
    }
    func list<V>(_ property: PropertyName, _ values: [LabeledValue<V>]) {
      for v in values where !v.parameters.isEmpty { add(property, v.parameters) }
    }
    func single<V>(_ property: PropertyName, _ value: Attributed<V>?) {
      if let value, !value.parameters.isEmpty { add(property, value.parameters) }
    }
    single(.fn, formattedName); single(.n, name); single(.org, organization); single(.bday, birthday)
    single(.anniversary, anniversary)
    list(.nickname, nicknames); list(.title, titles); list(.role, roles); list(.tel, phones); list(.email, emails)
    list(.url, urls); list(.adr, addresses); list(.impp, ims ?? instantMessaging); list(.note, notes)
    list(.photo, photos); list(.logo, logos); list(.sound, sounds); list(.key, keys); list(.categories, categories)
    list(.member, members)
    return names
  }
}
