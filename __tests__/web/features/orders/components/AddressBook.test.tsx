// The profile's address book as a shopper uses it: empty, add (with the checkout rules and a landmark), edit, make
// default, delete after a confirmation, the errors it shows, and Arabic. The network is MSW's in-memory address API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMswServer } from '../../../../support/web/server';
import { addressBookApi, savedAddress } from '../../../../support/web/addressBookApi';
import { renderAccount, signedInSession, useCatalogueHandlers } from '../../session/accountKit';

jest.setTimeout(30_000);
setupMswServer();
beforeEach(useCatalogueHandlers);

const book = () => screen.getByRole('region', { name: 'Saved addresses' });
const openProfile = (lang: 'en' | 'ar' = 'en') =>
  renderAccount('/profile', { session: signedInSession(), lang });

async function fillAddress(user: ReturnType<typeof userEvent.setup>, city = 'Dokki', street = 'Tahrir') {
  const form = within(book());
  await user.type(form.getByRole('combobox', { name: 'Government' }), 'Giza');
  await user.keyboard('{Enter}');
  await user.type(form.getByRole('combobox', { name: /^City/ }), city);
  await user.type(form.getByRole('textbox', { name: /^Street/ }), street);
  await user.type(form.getByRole('textbox', { name: /^Building/ }), '4');
}

describe('the address book on the profile', () => {
  it('says when there are no addresses, and adds one with a landmark that becomes the default', async () => {
    const fake = addressBookApi();
    const user = userEvent.setup({ delay: null });
    openProfile();
    expect(
      await within(await screen.findByRole('region', { name: 'Saved addresses' })).findByText(
        /No saved addresses yet/,
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(within(book()).getByRole('group', { name: 'New address' })).toBeVisible();
    await fillAddress(user);
    await user.type(within(book()).getByRole('textbox', { name: /^Landmark/ }), 'Opposite the bank');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    const heading = await within(book()).findByRole('heading', { level: 3, name: /Tahrir 4, Dokki, Giza/ });
    expect(heading).toHaveTextContent('Default');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(book()).getByText(/Landmark: Opposite the bank/)).toBeVisible();
    expect(within(book()).getByRole('status')).toHaveTextContent('Address saved');
    expect(fake.posted).toEqual([
      {
        government: 'Giza',
        city: 'Dokki',
        street: 'Tahrir',
        building: '4',
        floor: '',
        apartment: '',
        landmark: 'Opposite the bank',
      },
    ]);
  });

  it("offers the governorate's cities and keeps 6th of October, apartment 12B and the Arabic comma as typed", async () => {
    const fake = addressBookApi();
    const user = userEvent.setup({ delay: null });
    openProfile();
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const form = within(book());
    await user.type(form.getByRole('combobox', { name: 'Government' }), 'Giza');
    await user.keyboard('{Enter}');
    const city = form.getByRole('combobox', { name: /^City/ });
    const list = document.getElementById(city.getAttribute('list')!)!;
    const offered = [...list.querySelectorAll('option')].map((option) => option.value);
    expect(offered).toEqual(expect.arrayContaining(['6th of October', 'Sheikh Zayed', 'Dokki']));
    expect(offered).not.toContain('Nasr City');
    await user.type(city, '6th of October');
    await user.type(form.getByRole('textbox', { name: /^Street/ }), 'شارع ٩، الحي الثاني');
    await user.type(form.getByRole('textbox', { name: /^Building/ }), '12B');
    await user.type(form.getByRole('textbox', { name: /^Floor/ }), '3A');
    await user.type(form.getByRole('textbox', { name: /^Apartment/ }), '12B');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await within(book()).findByRole('heading', { level: 3, name: /6th of October/ });
    expect(fake.posted).toEqual([
      {
        government: 'Giza',
        city: '6th of October',
        street: 'شارع ٩، الحي الثاني',
        building: '12B',
        floor: '3A',
        apartment: '12B',
        landmark: '',
      },
    ]);
  });

  it("lists the governorate's cities in Arabic on the Arabic shop", async () => {
    addressBookApi();
    const user = userEvent.setup({ delay: null });
    openProfile('ar');
    await user.click(await screen.findByRole('button', { name: 'إضافة عنوان' }));
    const form = within(screen.getByRole('region', { name: 'العناوين المحفوظة' }));
    await user.type(form.getByRole('combobox', { name: 'المحافظة' }), 'الشرقية');
    await user.keyboard('{Enter}');
    const city = form.getByRole('combobox', { name: /^المدينة/ });
    const list = document.getElementById(city.getAttribute('list')!)!;
    const offered = [...list.querySelectorAll('option')].map((option) => option.value);
    expect(offered).toEqual(expect.arrayContaining(['العاشر من رمضان', 'الزقازيق']));
  });

  it('holds the checkout rules: names the missing fields, focuses the first and sends nothing', async () => {
    const fake = addressBookApi();
    const user = userEvent.setup({ delay: null });
    openProfile();
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await within(book()).findByText('Government is required')).toBeVisible();
    expect(within(book()).getByText('City is required')).toBeVisible();
    expect(within(book()).getByText('Street is required')).toBeVisible();
    expect(within(book()).getByText('Building is required')).toBeVisible();
    await waitFor(() => expect(within(book()).getByRole('combobox', { name: 'Government' })).toHaveFocus());
    expect(fake.posted).toEqual([]);
  });

  it('edits an address, and Cancel gives focus back to its Edit button', async () => {
    const home = savedAddress({ isDefault: true });
    const fake = addressBookApi([home]);
    const user = userEvent.setup({ delay: null });
    openProfile();
    const edit = await screen.findByRole('button', { name: 'Edit, Road 9 12, Maadi, Cairo' });
    await user.click(edit);
    await user.click(within(book()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit, Road 9 12, Maadi, Cairo' })).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: 'Edit, Road 9 12, Maadi, Cairo' }));
    const city = within(book()).getByRole('combobox', { name: /^City/ });
    expect(city).toHaveValue('Maadi');
    await user.clear(city);
    await user.type(city, 'Zamalek');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    const heading = await within(book()).findByRole('heading', { name: /Road 9 12, Zamalek, Cairo/ });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(fake.addresses[0]).toEqual(expect.objectContaining({ city: 'Zamalek', isDefault: true }));
  });

  it('makes another address the default and says so', async () => {
    addressBookApi([
      savedAddress({ isDefault: true }),
      savedAddress({ street: 'Nile St', city: 'Dokki', government: 'Giza' }),
    ]);
    const user = userEvent.setup({ delay: null });
    openProfile();
    await user.click(await screen.findByRole('button', { name: 'Make default, Nile St 12, Dokki, Giza' }));
    await waitFor(() =>
      expect(within(book()).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(
        /Nile St 12, Dokki, Giza.*Default/,
      ),
    );
    expect(within(book()).getByRole('status')).toHaveTextContent(
      'Nile St 12, Dokki, Giza is now your default address',
    );
    expect(
      screen.queryByRole('button', { name: 'Make default, Nile St 12, Dokki, Giza' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make default, Road 9 12, Maadi, Cairo' })).toBeVisible();
  });

  it('deletes only after a confirmation; No keeps the address', async () => {
    const fake = addressBookApi([savedAddress({ isDefault: true }), savedAddress({ street: 'Nile St' })]);
    const user = userEvent.setup({ delay: null });
    openProfile();
    await user.click(await screen.findByRole('button', { name: 'Delete, Road 9 12, Maadi, Cairo' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the address Road 9 12, Maadi, Cairo?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(fake.addresses).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete, Road 9 12, Maadi, Cairo' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Delete, Road 9 12, Maadi, Cairo' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(book()).getByRole('status')).toHaveTextContent('Address deleted');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Saved addresses' })).toHaveFocus(),
    );
    // The remaining address became the default.
    expect(
      await within(book()).findByRole('heading', { level: 3, name: /Nile St 12.*Default/ }),
    ).toBeVisible();
  });

  it("shows the server's message when an address is refused, and keeps what was typed", async () => {
    addressBookApi(
      Array.from({ length: 9 }, (_, i) => savedAddress({ building: String(i + 1), isDefault: i === 0 })),
    );
    const user = userEvent.setup({ delay: null });
    openProfile();
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    await fillAddress(user);
    // Another tab filled the book meanwhile.
    addressBookApi(
      Array.from({ length: 10 }, (_, i) => savedAddress({ building: String(i + 1), isDefault: i === 0 })),
    );
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await within(book()).findByText('You can keep up to 10 addresses.')).toBeVisible();
    expect(within(book()).getByRole('combobox', { name: /^City/ })).toHaveValue('Dokki');
  });

  it('turns Add off at 10 addresses and says why', async () => {
    addressBookApi(
      Array.from({ length: 10 }, (_, i) => savedAddress({ building: String(i + 1), isDefault: i === 0 })),
    );
    openProfile();
    const add = await screen.findByRole('button', { name: 'Add address' });
    await waitFor(() => expect(add).toBeDisabled());
    expect(add).toHaveAccessibleDescription('You can keep up to 10 addresses.');
  });

  it('says when the addresses cannot be loaded, and tries again', async () => {
    const fake = addressBookApi([savedAddress({ isDefault: true })]);
    fake.failList = true;
    const user = userEvent.setup({ delay: null });
    openProfile();
    expect(await screen.findByText('Your addresses could not be loaded.')).toBeVisible();
    fake.failList = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: /Road 9 12, Maadi, Cairo/ })).toBeVisible();
  });

  it('reads in Arabic', async () => {
    addressBookApi([savedAddress({ isDefault: true, landmark: 'بجوار المسجد' })]);
    openProfile('ar');
    const section = await screen.findByRole('region', { name: 'العناوين المحفوظة' });
    expect(
      await within(section).findByRole('heading', { level: 3, name: /Road 9 12، Maadi، القاهرة/ }),
    ).toHaveTextContent('الافتراضي');
    expect(within(section).getByText(/علامة مميزة: بجوار المسجد/)).toBeVisible();
    expect(within(section).getByRole('button', { name: 'تعديل، Road 9 12، Maadi، القاهرة' })).toBeVisible();
    expect(within(section).getByRole('button', { name: 'إضافة عنوان' })).toBeVisible();
  });
});
