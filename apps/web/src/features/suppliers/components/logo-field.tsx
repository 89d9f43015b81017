import { supplierMessages as sm } from "@guilda/shared/messages/suppliers";
import { webSuppliersMessages as m } from "@guilda/shared/messages/web-suppliers";
import { ImageUploadField } from "@/components/ui/image-upload-field";
import { SupplierLogo } from "./supplier-logo";

type LogoFieldProps = {
  name: string;
  value: string | null;
  onChange: (url: string | null) => void;
  onUploadingChange: (isUploading: boolean) => void;
  error?: string | undefined;
};

const texts = {
  label: m.logoLabel,
  hint: m.logoHint,
  choose: m.logoChoose,
  change: m.logoChange,
  remove: m.logoRemove,
  file: m.logoFile,
  uploading: m.logoUploading,
  fileType: sm.logoFileType,
};

/**
 * 'Logotipo': sent with its progress (?purpose=logo), fitted and re-encoded by the server, used
 * when the form is saved.
 */
export function LogoField({ name, value, onChange, onUploadingChange, error }: LogoFieldProps) {
  return (
    <ImageUploadField
      texts={texts}
      purpose="logo"
      value={value}
      onChange={onChange}
      onUploadingChange={onUploadingChange}
      error={error}
      preview={<SupplierLogo name={name} src={value} size="lg" />}
    />
  );
}
