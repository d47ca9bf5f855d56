import { errorsAfter } from '#components/widgets/field-error/contract.ts'
import { initialPhoneInput } from '#domain/phone-input.ts'
import { type PhoneCountries, phoneFieldWidget } from './contract.ts'
import * as styles from './phone-field.css.ts'

type Props = {
  id: string
  name: string
  className: string
  defaultValue: string | undefined
  'aria-invalid'?: boolean
  'aria-describedby'?: string
  /** The country list in the page's language (from +data). */
  countries: PhoneCountries
}

/**
 * International phone input with a country list (default France). Flags are SVG files of
 * the site's own origin (scripts/country-flags-plugin.ts). Without JavaScript both post as
 * they are and the server reads the number with the chosen country (`phoneCountry`);
 * phone-field.client.ts formats as the visitor types and keeps the two in step.
 */
export function PhoneField({ defaultValue, countries, className, ...inputProps }: Props) {
  const { text, country } = initialPhoneInput(defaultValue)
  const chosen = countries.options.find((option) => option.code === country)
  return (
    <div className={styles.phone} {...phoneFieldWidget.root()} {...errorsAfter(inputProps.name)}>
      <div className={styles.country}>
        <select name="phoneCountry" aria-label={countries.label} className={styles.select} defaultValue={country}>
          {countries.options.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        <div aria-hidden="true" className={styles.flag}>
          <img src={`/flags/${country}.svg`} alt={chosen?.name ?? country} className={styles.flagImage} />
        </div>
        <div className={styles.arrow} />
      </div>
      <input
        {...inputProps}
        type="tel"
        autoComplete="tel"
        className={`${className} ${styles.input}`}
        defaultValue={text}
      />
    </div>
  )
}
