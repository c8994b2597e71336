import type { FolderTexts } from '../../shared/entities/entityParts';
import { profileFields } from './profileFields';

/** Its texts in the other languages, keyed by their English (the catalogues in src/i18n keep the shared ones). */
export const texts: FolderTexts = {
    shown: [
        'Profile',
        'Change Password',
        'Reset Password',
        'New Password',
        'Confirm New Password',
        'Google Drive Link',
        'Google Drive link is required',
        'Google Drive link must be at most 2000 characters',
        'Please enter a valid google drive link',
    ],
    fields: [profileFields],
    zh: {
        'Please enter address.': '请输入地址。',
        'Please enter email': '请输入电子邮箱',
        'Please Enter first name': '请输入名字',
        'Please Enter last name': '请输入姓氏',
        'Please enter mobile number': '请输入手机号码',
        'Please enter timezone.': '请输入时区。',
    },
    es: {
        'Please enter address.': 'Introduzca la dirección.',
        'Please enter email': 'Introduzca el correo electrónico',
        'Please Enter first name': 'Introduzca el nombre',
        'Please Enter last name': 'Introduzca el apellido',
        'Please enter mobile number': 'Introduzca el número de móvil',
        'Please enter timezone.': 'Introduzca la zona horaria.',
    },
    fr: {
        'Please enter address.': "Veuillez saisir l'adresse.",
        'Please enter email': "Veuillez saisir l'e-mail",
        'Please Enter first name': 'Veuillez saisir le prénom',
        'Please Enter last name': 'Veuillez saisir le nom',
        'Please enter mobile number': 'Veuillez saisir le numéro de mobile',
        'Please enter timezone.': 'Veuillez saisir le fuseau horaire.',
    },
    it: {
        'Please enter address.': "Inserisci l'indirizzo.",
        'Please enter email': "Inserisci l'e-mail",
        'Please Enter first name': 'Inserisci il nome',
        'Please Enter last name': 'Inserisci il cognome',
        'Please enter mobile number': 'Inserisci il numero di cellulare',
        'Please enter timezone.': 'Inserisci il fuso orario.',
    },
};
